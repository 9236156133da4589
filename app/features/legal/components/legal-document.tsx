import type { LegalBlock, LegalDocument } from "~/content/legal/types";
import { PageSection } from "~/components/ui/page-section";

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === "string") return <p>{block}</p>;
  return (
    <ul className="list-disc space-y-2 pl-6 marker:text-river-600">
      {block.list.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** A legal text: table of contents with anchors, then numbered sections in readable measure. */
export function LegalDocumentView({ doc }: { doc: LegalDocument }) {
  return (
    <div className="container-page py-12 sm:py-16">
      <div className="mx-auto max-w-3xl">
        <p className="text-sm text-slate-600">{doc.effective}</p>
        <div className="mt-4 space-y-4 text-lg leading-relaxed text-slate-800">
          {doc.intro.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
        <nav
          aria-labelledby="toc-heading"
          className="mt-10 rounded-2xl border border-slate-200 bg-slate-50 p-6"
        >
          <h2 id="toc-heading" className="text-lg font-bold text-navy-900">
            {doc.tocLabel}
          </h2>
          <ol className="mt-3 grid gap-x-8 gap-y-2 sm:grid-cols-2">
            {doc.sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className="link">
                  {s.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {doc.sections.map((s) => (
          <PageSection
            key={s.id}
            id={s.id}
            headingId={`${s.id}-h`}
            heading={s.heading}
            headingClassName="text-2xl font-bold text-navy-900"
            className="mt-12 scroll-mt-24"
          >
            <div className="mt-4 space-y-4 leading-relaxed text-slate-800">
              {s.body.map((b, i) => (
                <Block key={i} block={b} />
              ))}
            </div>
          </PageSection>
        ))}
      </div>
    </div>
  );
}
