import type { ReactNode } from "react";
import { useNewTabNote } from "./new-tab-note";

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
  const note = useNewTabNote();
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      onClick={onClick}
      aria-label={label ? `${label} ${note}` : undefined}
    >
      {children}
      {label ? null : <span className="sr-only"> {note}</span>}
    </a>
  );
}
