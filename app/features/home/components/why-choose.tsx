import Sparkles from "lucide-react/icons/sparkles";
import type { LocationType } from "~/lib/location/detect";
import { useHomeCopy } from "../copy";
import { useCollapsible } from "./use-collapsible";
import { CollapseToggle } from "./collapse-toggle";
import { PageSection } from "~/components/ui/page-section";

const VISIBLE = 3;

/** docs/product.md §2: the per-location "why choose" highlights, collapsible ("Dowiedz się więcej" / "Zwiń"). */
export function WhyChoose({ location }: { location: LocationType }) {
  const t = useHomeCopy().why;
  const loc = location === "default" ? "warszawa" : location;
  const list = t.items[loc];
  const { open, buttonProps, regionProps } = useCollapsible();
  const item = (it: { title: string; text: string }) => (
    <li key={it.title} className="rounded-2xl bg-white/10 p-6 ring-1 ring-white/15">
      <Sparkles aria-hidden="true" className="size-6 text-signal-400" />
      <h3 className="mt-3 text-lg font-bold text-white">{it.title}</h3>
      <p className="mt-1 text-slate-200">{it.text}</p>
    </li>
  );
  return (
    <PageSection
      headingId="why-heading"
      heading={t.heading[loc]}
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
