import Sparkles from "lucide-react/icons/sparkles";
import { fillFactsDeep } from "~/lib/copy/facts";
import { useHomeCopy, type HomeCopy } from "../copy";
import { useHomeLocations } from "../location-cruises";
import { useCollapsible } from "./use-collapsible";
import { CollapseToggle } from "./collapse-toggle";
import { PageSection } from "~/components/ui/page-section";

const VISIBLE = 3;

type Why = HomeCopy["why"];
type Item = { title: string; text: string };

/**
 * The heading and highlights for the detected location: an original location's own texts (by
 * its layout; the first location's when none is detected), or, for a location the operator
 * added, the texts written for any location with its name and facts (decision 405).
 */
function useWhyTexts(
  t: Why,
  location: string | undefined,
): { heading: string; items: readonly Item[] } {
  const catalogue = useHomeLocations();
  const added = catalogue?.added?.find((a) => a.id === location);
  if (added)
    return fillFactsDeep(
      { heading: t.heading.addedLocation, items: t.items.addedLocation },
      { ...added.facts, place: added.name },
    );
  const original = catalogue?.original ?? [];
  const layout = (original.find((l) => l.id === location) ?? original[0])?.layout;
  const own = layout !== undefined && Object.prototype.hasOwnProperty.call(t.items, layout);
  const key = (own ? layout : Object.keys(t.items)[0]) as keyof Why["items"] & keyof Why["heading"];
  return { heading: t.heading[key], items: t.items[key] };
}

/** docs/product.md §2: the per-location "why choose" highlights, collapsible ("Dowiedz się więcej" / "Zwiń"). */
export function WhyChoose({ location }: { location?: string }) {
  const t = useHomeCopy().why;
  const { heading, items: list } = useWhyTexts(t, location);
  const { open, buttonProps, regionProps } = useCollapsible();
  const item = (it: Item) => (
    <li key={it.title} className="rounded-2xl bg-white/10 p-6 ring-1 ring-white/15">
      <Sparkles aria-hidden="true" className="size-6 text-signal-400" />
      <h3 className="mt-3 text-lg font-bold text-white">{it.title}</h3>
      <p className="mt-1 text-slate-200">{it.text}</p>
    </li>
  );
  return (
    <PageSection
      headingId="why-heading"
      heading={heading}
      headingClassName="max-w-3xl text-3xl font-extrabold tracking-tight text-white sm:text-4xl"
      className="bg-navy-900 py-16 sm:py-20"
      inner="container-page"
    >
      <ul className="mt-10 grid gap-6 md:grid-cols-3">{list.slice(0, VISIBLE).map(item)}</ul>
      <div {...regionProps}>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">{list.slice(VISIBLE).map(item)}</ul>
      </div>
      <CollapseToggle open={open} buttonProps={buttonProps} labels={t} className="btn-light mt-8" />
    </PageSection>
  );
}
