import ArrowRight from "lucide-react/icons/arrow-right";
import Briefcase from "lucide-react/icons/briefcase";
import Gem from "lucide-react/icons/gem";
import Handshake from "lucide-react/icons/handshake";
import PartyPopper from "lucide-react/icons/party-popper";
import Sparkles from "lucide-react/icons/sparkles";
import Users from "lucide-react/icons/users";
import { PageLink, PageLinkLine } from "~/components/page-link";
import type { EventsHubCopy } from "~/content/events";
import { SceneHero } from "./scene-hero";
import { CheckList } from "~/components/ui/check-list";
import { PageSection } from "~/components/ui/page-section";

const ICONS: Record<string, typeof Sparkles> = {
  bachelorette: Sparkles,
  bachelor: PartyPopper,
  corporate: Briefcase,
  "team-building": Handshake,
  proposal: Gem,
  private: Users,
};

/** /eventy-nad-wisla: the event types, each linking to its page (docs/product.md §2). Copy from the loader. */
export function EventsHub({
  hub: h,
  mailCta,
  inquiryHref,
}: {
  hub: EventsHubCopy;
  mailCta: string;
  inquiryHref: string;
}) {
  return (
    <>
      <SceneHero scene="warszawa-dusk" slot="page.events">
        <p className="mt-4 max-w-2xl text-lg text-slate-200">{h.lead}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <a href={inquiryHref} className="btn-primary">
            {mailCta}
          </a>
          <PageLink to="/rejsy-wisla-warszawa" className="btn-light">
            {h.cruisesLink}
          </PageLink>
        </div>
      </SceneHero>

      <PageSection
        headingId="types-heading"
        heading={h.typesHeading}
        className="container-page py-14"
      >
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {h.types.map((t) => {
            const Icon = ICONS[t.id] ?? Sparkles;
            return (
              <li
                key={t.id}
                className="relative flex flex-col rounded-2xl border border-slate-200 p-6 shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md"
              >
                <span className="inline-flex size-12 items-center justify-center rounded-full bg-river-50 text-river-700">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="mt-4 text-xl font-bold text-navy-900">{t.title}</h3>
                <p className="mt-2 flex-1 leading-relaxed text-slate-700">{t.text}</p>
                <PageLink to={t.to} className="link mt-4 inline-flex items-center gap-1">
                  {h.more}
                  <span className="sr-only">: {t.title}</span>
                  <ArrowRight aria-hidden="true" className="size-4" />
                </PageLink>
              </li>
            );
          })}
        </ul>
      </PageSection>

      <PageSection
        headingId="why-heading"
        heading={h.whyHeading}
        className="bg-slate-50 py-14"
        inner="container-page"
      >
        <CheckList
          items={h.why}
          className="mt-6 grid gap-4 sm:grid-cols-2"
          itemClassName="flex gap-3 text-lg text-slate-800"
          iconClassName="mt-1 size-5 shrink-0 text-river-600"
        />
        <PageLinkLine to="/rejsy-wisla-warszawa" className="mt-8" linkClassName="link text-lg">
          {h.cruisesLink}
        </PageLinkLine>
      </PageSection>
    </>
  );
}
