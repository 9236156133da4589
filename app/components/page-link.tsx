import type { ReactNode } from "react";
import { Link, type LinkProps } from "react-router";
import { usePageUrl } from "~/lib/i18n/use-lang";

/**
 * A link to a public page, named by its Polish path (optionally with a #fragment): it leads to
 * that page's URL in the current language (app/lib/i18n/page-urls.ts), so every internal link
 * of an English page stays in English.
 */
export function PageLink({ to, ...props }: Omit<LinkProps, "to"> & { to: string }) {
  const href = usePageUrl();
  return <Link to={href(to)} {...props} />;
}

/** A line under a section that holds one page link ("all questions", "back to the vouchers"). */
export function PageLinkLine({
  to,
  className,
  linkClassName = "link",
  children,
}: {
  to: string;
  /** The line's spacing. */
  className: string;
  linkClassName?: string;
  children: ReactNode;
}) {
  return (
    <p className={className}>
      <PageLink to={to} className={linkClassName}>
        {children}
      </PageLink>
    </p>
  );
}
