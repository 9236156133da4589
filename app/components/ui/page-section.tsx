import type { ReactNode } from "react";

/** The usual look of a public page's section heading (h2). */
export const SECTION_TITLE = "text-3xl font-extrabold tracking-tight text-navy-900";

/** A section's second-level heading; `id` is what the section's aria-labelledby names. */
export function SectionTitle({
  id,
  className = SECTION_TITLE,
  children,
}: {
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <h2 id={id} className={className}>
      {children}
    </h2>
  );
}

/**
 * A section of a public page, labelled by its heading. With `heading`, the section opens with it
 * (class `headingClassName`, SECTION_TITLE by default); without, the caller places a
 * SectionTitle with the id `headingId` further in. `inner` wraps the content in a div of that
 * class (the page's centred column, a grid).
 */
export function PageSection({
  id,
  tabIndex,
  headingId,
  heading,
  headingClassName,
  className,
  inner,
  children,
}: {
  id?: string;
  /** -1 where the section is a scroll target that takes focus. */
  tabIndex?: number;
  headingId: string;
  heading?: ReactNode;
  headingClassName?: string;
  className?: string;
  inner?: string;
  children?: ReactNode;
}) {
  const content = (
    <>
      {heading != null && (
        <SectionTitle id={headingId} className={headingClassName}>
          {heading}
        </SectionTitle>
      )}
      {children}
    </>
  );
  return (
    <section id={id} tabIndex={tabIndex} aria-labelledby={headingId} className={className}>
      {inner ? <div className={inner}>{content}</div> : content}
    </section>
  );
}
