import Check from "lucide-react/icons/check";
import type { ComponentType } from "react";

type Icon = ComponentType<{ className?: string; "aria-hidden"?: boolean | "true" | "false" }>;

/**
 * A list of short points, each led by a decorative mark (a check by default; a cross for
 * "not included"). The mark is aria-hidden: the list itself carries the meaning.
 */
export function CheckList({
  items,
  className,
  itemClassName = "flex gap-3 text-slate-800",
  icon: Mark = Check,
  iconClassName = "mt-0.5 size-5 shrink-0 text-river-600",
}: {
  items: readonly string[];
  className?: string;
  itemClassName?: string;
  icon?: Icon;
  iconClassName?: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={itemClassName}>
          <Mark aria-hidden="true" className={iconClassName} />
          {item}
        </li>
      ))}
    </ul>
  );
}
