import type { ComponentType, ReactNode } from "react";

export type Icon = ComponentType<{
  className?: string;
  "aria-hidden"?: boolean | "true" | "false";
}>;

const cx = (...parts: Array<string | undefined>) => parts.filter(Boolean).join(" ");

/**
 * A list item card: a decorative icon, a third-level heading and a short text. The card's
 * surface (className) and the sizes differ from section to section; the structure does not.
 */
export function IconCard({
  icon: Mark,
  title,
  text,
  className,
  iconClassName = "size-7 text-river-700",
  titleSize = "text-lg",
  textClassName = "mt-1 text-slate-700",
}: {
  icon: Icon;
  title: ReactNode;
  text: ReactNode;
  className: string;
  iconClassName?: string;
  /** The heading's text size class ("" for the base size). */
  titleSize?: string;
  textClassName?: string;
}) {
  return (
    <li className={className}>
      <Mark aria-hidden="true" className={iconClassName} />
      <h3 className={cx("mt-3", titleSize, "font-bold text-navy-900")}>{title}</h3>
      <p className={textClassName}>{text}</p>
    </li>
  );
}
