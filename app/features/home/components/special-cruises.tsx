import CalendarHeart from "lucide-react/icons/calendar-heart";
import { PageLink } from "~/components/page-link";
import { useHomeActions } from "../actions";
import { useHomeCopy } from "../copy";
import { PageSection } from "~/components/ui/page-section";

/** docs/product.md §2: the special-cruises block that opens the newsletter dialog (region "warsaw"). */
export function SpecialCruises() {
  const t = useHomeCopy().special;
  const { NewsletterButton } = useHomeActions();
  return (
    <PageSection
      headingId="special-heading"
      className="bg-gradient-to-br from-river-700 to-navy-900 py-16 text-white sm:py-20"
      inner="container-page flex flex-col gap-8 md:flex-row md:items-center md:justify-between"
    >
      <div className="max-w-2xl">
        <CalendarHeart aria-hidden="true" className="size-10 text-signal-400" />
        <h2
          id="special-heading"
          className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl"
        >
          {t.heading}
        </h2>
        <p className="mt-3 text-lg text-slate-100">{t.text}</p>
      </div>
      <div className="flex flex-wrap gap-3">
        <NewsletterButton className="btn-primary">{t.subscribe}</NewsletterButton>
        <PageLink to="/rejsy-promocyjne#wydarzenia" className="btn-light">
          {t.seeEvents}
        </PageLink>
      </div>
    </PageSection>
  );
}
