import type { ReactNode } from "react";

/**
 * How a public page's section heading looks. "title" is the large extrabold heading of a page
 * section (`large` adds the bigger size from `sm:` up), "sub" a smaller bold one, "small" the
 * size of a card's or a table of contents' heading. `tone` is the text colour ("inherit": the
 * section's own); `className` goes in front of the style (spacing, layout).
 */
export type TitleLook = {
  variant?: "title" | "sub" | "small";
  tone?: "navy" | "white" | "inherit";
  large?: boolean;
  className?: string;
};

const VARIANT = {
  title: "text-3xl font-extrabold tracking-tight",
  sub: "text-2xl font-bold",
  small: "text-lg font-bold",
};
const TONE = { navy: "text-navy-900", white: "text-white", inherit: undefined };

/** The class list of a section heading (see TitleLook). */
export function titleClass({
  variant = "title",
  tone = "navy",
  large = false,
  className,
}: TitleLook = {}) {
  return [
    className,
    VARIANT[variant],
    TONE[tone],
    large ? "sm:text-4xl" : undefined,
  ]
    .filter(Boolean)
    .join(" ");
}

/** A section's second-level heading; `id` is what the section's aria-labelledby names. */
export function SectionTitle({
  id,
  children,
  ...look
}: TitleLook & { id?: string; children: ReactNode }) {
  return (
    <h2 id={id} className={titleClass(look)}>
      {children}
    </h2>
  );
}

/**
 * A section of a public page, labelled by its heading. With `heading`, the section opens with
 * it (styled by `look`); without, the caller places a SectionTitle with the id `headingId`
 * further in. `inner` wraps the content in a div of that class (the page container, a grid).
 */
export function PageSection({
  as: Tag = "section",
  id,
  tabIndex,
  headingId,
  heading,
  look,
  className,
  inner,
  children,
}: {
  as?: "section" | "nav";
  id?: string;
  /** -1 where the section is a scroll target that takes focus. */
  tabIndex?: number;
  headingId: string;
  heading?: ReactNode;
  look?: TitleLook;
  className?: string;
  inner?: string;
  children?: ReactNode;
}) {
  const content = (
    <>
      {heading === undefined ? null : (
        <SectionTitle id={headingId} {...look}>
          {heading}
        </SectionTitle>
      )}
      {children}
    </>
  );
  return (
    <Tag id={id} tabIndex={tabIndex} aria-labelledby={headingId} className={className}>
      {inner === undefined ? content : <div className={inner}>{content}</div>}
    </Tag>
  );
}
