import { usePageCopy } from "~/lib/seo/page-meta";

/** A plain page header; pages with a hero replace it. */
export function PageHeading({ children }: { children?: React.ReactNode }) {
  const copy = usePageCopy();
  return (
    <header className="bg-navy-900 pt-24 pb-12 text-white">
      <div className="container-page">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-5xl">{copy.heading}</h1>
        {children}
      </div>
    </header>
  );
}
