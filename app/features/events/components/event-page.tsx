import Briefcase from "lucide-react/icons/briefcase";
import Check from "lucide-react/icons/check";
import Mail from "lucide-react/icons/mail";
import PartyPopper from "lucide-react/icons/party-popper";
import Sparkles from "lucide-react/icons/sparkles";
import Users from "lucide-react/icons/users";
import { useSite } from "~/lib/site-data/use-site";
import type { EventKind, EventPageTranslation } from "~/content/events";
import { SceneHero } from "./scene-hero";
import { IconCard } from "~/components/ui/icon-card";
import { PageSection, SECTION_TITLE, SectionTitle } from "~/components/ui/page-section";
import { PhoneLink } from "~/components/contact-links";

const HERO_ICON = { bachelorette: Sparkles, bachelor: PartyPopper, corporate: Briefcase } as const;
const SCENE = {
  bachelorette: "warszawa-golden",
  bachelor: "warszawa-night",
  corporate: "vistula-day",
} as const;

/**
 * The static body of the bachelorette, bachelor and corporate pages (docs/product.md §2). The copy and the
 * prefilled inquiry link come from the route's loader, in the visitor's language.
 */
export function EventPage({
  kind,
  copy: p,
  mailCta,
  callCta,
  inquiryHref,
}: {
  kind: EventKind;
  copy: EventPageTranslation;
  mailCta: string;
  callCta: string;
  inquiryHref: string;
}) {
  const Icon = HERO_ICON[kind];
  const site = useSite();
  return (
    <>
      <SceneHero scene={SCENE[kind]} slot={`page.${kind}`}>
        <p className="mt-4 max-w-2xl text-lg text-slate-200">{p.lead}</p>
        <p className="mt-6 inline-flex items-start gap-2 rounded-2xl bg-white/10 px-4 py-2 font-semibold text-river-100">
          <Users aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {p.capacity}
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <a href={inquiryHref} className="btn-primary">
            <Mail aria-hidden="true" className="size-5" />
            {mailCta}
          </a>
          <PhoneLink className="btn-light">
            {callCta}: {site.phone}
          </PhoneLink>
        </div>
      </SceneHero>

      <PageSection
        headingId="highlights-heading"
        heading={
          <>
            <Icon aria-hidden="true" className="size-8 text-signal-600" />
            {p.highlightsHeading}
          </>
        }
        headingClassName={`flex items-center gap-3 ${SECTION_TITLE}`}
        className="container-page py-14"
      >
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {p.highlights.map((h) => (
            <IconCard
              key={h.title}
              icon={Check}
              title={h.title}
              text={h.text}
              className="rounded-2xl border border-slate-200 p-6 shadow-sm"
              iconClassName="size-6 text-river-600"
              textClassName="mt-2 leading-relaxed text-slate-700"
            />
          ))}
        </ul>
      </PageSection>

      <PageSection
        headingId="steps-heading"
        className="bg-slate-50 py-14"
        inner="container-page grid gap-10 lg:grid-cols-2 lg:items-center"
      >
        <div>
          <SectionTitle id="steps-heading">{p.stepsHeading}</SectionTitle>
          <ol className="mt-6 space-y-4">
            {p.steps.map((s, i) => (
              <li key={s} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="flex size-9 shrink-0 items-center justify-center rounded-full bg-navy-900 font-bold text-white"
                >
                  {i + 1}
                </span>
                <span className="pt-1.5 text-slate-800">{s}</span>
              </li>
            ))}
          </ol>
        </div>
        <div className="rounded-2xl bg-navy-900 p-8 text-white shadow-lg">
          <h2 className="text-2xl font-bold">{p.ctaHeading}</h2>
          <p className="mt-3 text-slate-200">{p.ctaText}</p>
          <a href={inquiryHref} className="btn-primary mt-6 w-full sm:w-auto">
            <Mail aria-hidden="true" className="size-5" />
            {mailCta}
          </a>
        </div>
      </PageSection>
    </>
  );
}
