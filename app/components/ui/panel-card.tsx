import type { ReactNode, Ref } from "react";

const card = "rounded-xl bg-white p-5 shadow-sm";
const heading = "text-xl font-bold text-navy-900";

/**
 * A white card of the admin panel: a section named by its h2 (an optional icon before the
 * title). `className` adds to the card (e.g. min-w-0 in a grid).
 */
export function PanelCard({
  id,
  title,
  icon,
  className,
  children,
}: {
  id: string;
  title: ReactNode;
  icon?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className ? `${className} ${card}` : card}>
      <h2 id={id} className={icon ? `flex items-center gap-2 ${heading}` : heading}>
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * The h2 of a panel tab or an open item, which script focuses (after paging, opening or closing
 * an item) without drawing an outline round it.
 */
export function PanelHeading({
  id,
  ref,
  children,
}: {
  id: string;
  ref: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  return (
    <h2 id={id} ref={ref} tabIndex={-1} className={`${heading} focus:outline-none`}>
      {children}
    </h2>
  );
}
