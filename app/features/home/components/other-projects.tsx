import ExternalIcon from "lucide-react/icons/external-link";
import { SISTER_PROJECTS } from "~/config/site";
import { useHomeCopy } from "../copy";
import { useCollapsible } from "./use-collapsible";
import { CollapseToggle } from "./collapse-toggle";
import { NewTabNote } from "~/components/new-tab-note";
import { PageSection, SECTION_TITLE } from "~/components/ui/page-section";

const PROJECTS = ["riverTransport", "boatRental", "printShop"] as const;

/** docs/product.md §2: the sister projects, collapsible ("Zobacz projekty" / "Zwiń"). */
export function OtherProjects() {
  const t = useHomeCopy().projects;
  const { open, buttonProps, regionProps } = useCollapsible();
  return (
    <PageSection
      headingId="projects-heading"
      className="below-fold py-16 sm:py-20"
      inner="container-page"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="projects-heading" className={`${SECTION_TITLE} sm:text-4xl`}>
            {t.heading}
          </h2>
          <p className="mt-3 text-lg text-slate-700">{t.text}</p>
        </div>
        <CollapseToggle
          open={open}
          buttonProps={buttonProps}
          labels={t}
          className="btn-secondary"
        />
      </div>
      <div {...regionProps}>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {PROJECTS.map((key) => {
            const p = t.items[key];
            const href = SISTER_PROJECTS[key];
            return (
              <li
                key={key}
                className="flex flex-col rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200"
              >
                <h3 className="text-xl font-bold text-navy-900">{p.title}</h3>
                <p className="mt-2 flex-1 text-slate-700">{p.text}</p>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="link mt-4 inline-flex w-fit items-center gap-1"
                >
                  {t.visit}: {new URL(href).hostname}
                  <ExternalIcon aria-hidden="true" className="size-4" />
                  <NewTabNote />
                </a>
              </li>
            );
          })}
        </ul>
      </div>
    </PageSection>
  );
}
