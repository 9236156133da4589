import type { PageKey } from "~/features/seo/pages";
import { pageMessages } from "~/features/seo/pages";
import { useMessages } from "~/features/i18n/use-lang";

/** A plain page header; pages with a hero replace it. */
export function PageHeading({ page, children }: { page: PageKey; children?: React.ReactNode }) {
  const copy = useMessages(pageMessages)[page];
  return (
    <header className="bg-navy-900 pt-24 pb-12 text-white">
      <div className="container-page">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-5xl">{copy.heading}</h1>
        {children}
      </div>
    </header>
  );
}
