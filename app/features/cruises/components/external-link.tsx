import type { ReactNode } from "react";
import { useMessages } from "~/features/i18n/use-lang";
import { cruiseMessages } from "../messages";

/** A link that opens in a new tab, announcing it to screen readers. */
export function ExternalLink({
  href,
  className,
  onClick,
  children,
  label,
}: {
  href: string;
  className?: string;
  onClick?: () => void;
  children: ReactNode;
  /** Overrides the accessible name (the new-tab note is still appended). */
  label?: string;
}) {
  const t = useMessages(cruiseMessages).common;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className} onClick={onClick} aria-label={label ? `${label} ${t.newTab}` : undefined}>
      {children}
      {label ? null : <span className="sr-only"> {t.newTab}</span>}
    </a>
  );
}
