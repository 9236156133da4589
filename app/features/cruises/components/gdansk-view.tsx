import type { ReactNode } from "react";
import Anchor from "lucide-react/icons/anchor";
import MapPin from "lucide-react/icons/map-pin";
import Sailboat from "lucide-react/icons/sailboat";
import Waves from "lucide-react/icons/waves-horizontal";
import { PageLink } from "~/components/page-link";
import { usePageCopy } from "~/lib/seo/page-meta";
import { useCruiseCopy } from "../copy";
import { PhoneButton } from "./booking-button";
import { KindBadge, PageHero } from "./page-hero";
import { WeatherBand } from "./weather-band";
import { IconCard } from "~/components/ui/icon-card";
import { ClosingCta, CruiseSection, WhatsAppButton } from "./cruise-blocks";

const ICONS = [MapPin, Waves, Anchor, Sailboat] as const;

/** /rejsy-gdansk (docs/product.md §2): coming soon, static content, weather, links home, phone and WhatsApp. */
/** `weather`: the Gdańsk weather widget, composed in by the route module. */
export function GdanskView({ weather }: { weather: ReactNode }) {
  const t = useCruiseCopy();
  const g = t.gdansk;
  const heading = usePageCopy().heading;
  return (
    <>
      <PageHero
        image="gdansk-crane"
        slot="hero.gdansk"
        imageAlt={g.heroImageAlt}
        badge={<KindBadge kind="ticketed" label={g.comingSoon} />}
        kicker={g.heroKicker}
        title={heading}
        text={g.heroText}
      >
        <PageLink to="/#locations" className="btn-primary">
          {g.seeLocations}
        </PageLink>
        <PhoneButton location="gdansk" className="btn-light" />
      </PageHero>

      <WeatherBand>{weather}</WeatherBand>

      <CruiseSection headingId="gdansk-offer" title={g.offerHeading} className="py-16 sm:py-20">
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {g.offers.map((offer, i) => (
            <IconCard
              key={offer.title}
              icon={ICONS[i] ?? MapPin}
              title={offer.title}
              text={offer.text}
              className="rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200"
            />
          ))}
        </ul>
      </CruiseSection>

      <ClosingCta
        id="gdansk-cta"
        title={g.stayTuned}
        text={g.stayTunedText}
        actions={
          <>
            <PhoneButton location="gdansk" className="btn-primary" />
            <WhatsAppButton message={g.whatsappText} />
            <PageLink to="/#locations" className="btn-light">
              {g.seeLocations}
            </PageLink>
          </>
        }
      />
    </>
  );
}
