import type { ReactNode } from "react";
import { useCruiseCopy } from "../copy";

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
  const t = useCruiseCopy().common;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className} onClick={onClick} aria-label={label ? `${label} ${t.newTab}` : undefined}>
      {children}
      {label ? null : <span className="sr-only"> {t.newTab}</span>}
    </a>
  );
}
