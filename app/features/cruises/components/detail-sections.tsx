import type { ReactNode } from "react";
import ArrowRight from "lucide-react/icons/arrow-right";
import Check from "lucide-react/icons/check";
import X from "lucide-react/icons/x";
import { HydrationBoundary } from "~/components/hydration-boundary";
import { PageLink } from "~/components/page-link";
import { ResponsiveImage, type SceneName } from "~/components/responsive-image";
import { CheckList } from "~/components/ui/check-list";
import { IconCard, type Icon } from "~/components/ui/icon-card";
import { PageSection } from "~/components/ui/page-section";
import { useCruiseCopy } from "../copy";
import { CruiseSection } from "./cruise-blocks";
import { SectionHeading } from "./page-hero";

/**
 * The sections of every cruise's page (docs/product.md §2, `cruise-view.tsx`): the three facts,
 * the numbered route beside a photo, included / not included, and the links to the location's
 * other cruises.
 */

export function FactCards({
  facts,
  icons,
}: {
  facts: ReadonlyArray<{ title: string; text: string }>;
  icons: readonly Icon[];
}) {
  return (
    <ul className="mt-8 grid gap-5 sm:grid-cols-3">
      {facts.map((fact, i) => (
        <IconCard
          key={fact.title}
          icon={icons[i] ?? Check}
          title={fact.title}
          text={fact.text}
          className="rounded-2xl bg-river-50 p-6"
          titleSize="text-xl"
        />
      ))}
    </ul>
  );
}

/** The next departures right under the hero, hydrated on their own; nothing when there are none. */
export function DeparturesBand({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return (
    <HydrationBoundary>
      <div className="container-page pt-10">{children}</div>
    </HydrationBoundary>
  );
}

/** The three facts cards and what follows them (the booking note, a map link), hydrated on their own. */
export function FactsSection({
  facts,
  icons,
  children,
}: {
  facts: ReadonlyArray<{ title: string; text: string }>;
  icons: readonly Icon[];
  children?: ReactNode;
}) {
  const d = useCruiseCopy().detail;
  return (
    <CruiseSection
      deferred
      headingId="facts-heading"
      title={d.factsHeading}
      className="py-14 sm:py-16"
    >
      <FactCards facts={facts} icons={icons} />
      {children}
    </CruiseSection>
  );
}

/** The numbered route, with the cruise's photo beside it on wide screens. */
export function RouteSection({
  route,
  image,
  slot,
}: {
  route: readonly string[];
  image: SceneName;
  slot: `cruise.${string}`;
}) {
  const d = useCruiseCopy().detail;
  return (
    <PageSection
      headingId="route-heading"
      className="bg-slate-50 py-14 sm:py-16"
      inner="container-page grid items-start gap-10 lg:grid-cols-2"
    >
      <div>
        <SectionHeading id="route-heading" title={d.routeHeading} />
        <ol className="mt-8 space-y-4">
          {route.map((step, i) => (
            <li key={`${i}-${step}`} className="flex gap-4">
              <span
                aria-hidden="true"
                className="flex size-9 shrink-0 items-center justify-center rounded-full bg-navy-900 font-bold text-white"
              >
                {i + 1}
              </span>
              <span className="pt-1.5 text-lg text-slate-800">{step}</span>
            </li>
          ))}
        </ol>
      </div>
      <ResponsiveImage
        name={image}
        slot={slot}
        alt=""
        sizes="(min-width: 1024px) 560px, 100vw"
        maxWidth={1200}
        imgClassName="w-full rounded-3xl shadow-lg"
      />
    </PageSection>
  );
}

/** What the price includes and what it does not, side by side. */
export function InclusionsSection({
  included,
  excluded,
}: {
  included: readonly string[];
  excluded: readonly string[];
}) {
  const d = useCruiseCopy().detail;
  return (
    <section aria-label={`${d.includedHeading} / ${d.excludedHeading}`} className="py-14 sm:py-16">
      <div className="container-page grid gap-6 md:grid-cols-2">
        <div className="rounded-2xl p-6 ring-1 ring-slate-200">
          <h2 className="text-2xl font-extrabold text-navy-900">{d.includedHeading}</h2>
          <CheckList items={[...included]} className="mt-4 space-y-3" />
        </div>
        <div className="rounded-2xl p-6 ring-1 ring-slate-200">
          <h2 className="text-2xl font-extrabold text-navy-900">{d.excludedHeading}</h2>
          <CheckList
            items={[...excluded]}
            className="mt-4 space-y-3"
            icon={X}
            iconClassName="mt-0.5 size-5 shrink-0 text-signal-600"
          />
        </div>
      </div>
    </section>
  );
}

/** The closing call to action's links to the location's other cruises. */
export function OtherCruises({ items }: { items: ReadonlyArray<{ url: string; label: string }> }) {
  const d = useCruiseCopy().detail;
  if (items.length === 0) return null;
  return (
    <>
      <h3 className="mt-12 text-lg font-bold">{d.otherCruises}</h3>
      <ul className="mt-3 flex flex-wrap gap-3">
        {items.map((o) => (
          <li key={o.url}>
            <PageLink
              to={o.url}
              className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-2 font-semibold ring-1 ring-white/30 hover:bg-white/20"
            >
              {o.label}
              <ArrowRight aria-hidden="true" className="size-4" />
            </PageLink>
          </li>
        ))}
      </ul>
    </>
  );
}
