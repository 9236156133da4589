import type { ReactNode } from "react";
import { PageLink } from "~/components/page-link";
import { PhotoPicture, ResponsiveImage, type SceneName } from "~/components/responsive-image";
import { useSlotPhotos } from "~/lib/media/context";
import ArrowRight from "lucide-react/icons/arrow-right";
import { PricesError } from "~/components/live-price";
import { usePageCopy } from "~/lib/seo/page-meta";
import { fill, useCruiseCopy } from "../copy";
import type { CruiseCardData } from "../public-view";
import { CatalogueCruiseCard } from "./catalogue-cruise-card";
import { CruiseBooking } from "./cruise-booking";
import { PhoneButton, PriceTag } from "./booking-button";
import { HeroCruiseActions, PageHero } from "./page-hero";
import { WeatherBand } from "./weather-band";
import { CruiseCardTitle, CruiseSection, PrivateCruiseMeta } from "./cruise-blocks";

const SPEC_IDS: Record<string, "zegrze30" | "zegrze60"> = {
  zegrze_30min: "zegrze30",
  zegrze_60min: "zegrze60",
};

const GALLERY: readonly SceneName[] = [
  "zegrze-day",
  "zegrze-evening",
  "zegrze-wake",
  "zegrze-lake",
];

/** /rejsy-zegrze (docs/product.md §2): two private cruises with live prices per boat, routes, gallery, weather. */
/**
 * `weather`: the Zegrze weather widget; `departures`: each card's next departures (by cruise
 * key); both composed in by the route module.
 */
export function ZegrzeView({
  weather,
  cards,
  departures,
}: {
  weather: ReactNode;
  /** Zegrze's public cruises in the operator's order (decision 301). */
  cards: CruiseCardData[];
  departures?: (key: string) => ReactNode;
}) {
  const t = useCruiseCopy();
  const z = t.zegrze;
  const heading = usePageCopy().heading;
  const gallery = useSlotPhotos("gallery.zegrze");
  return (
    <>
      <PageHero
        image="zegrze-lake"
        slot="hero.zegrze"
        imageAlt={z.heroImageAlt}
        kicker={z.heroKicker}
        title={heading}
        text={z.heroText}
      >
        <HeroCruiseActions seeCruises={t.warsaw.seeCruises} location="zegrze" />
      </PageHero>

      <WeatherBand>{weather}</WeatherBand>

      <CruiseSection
        deferred
        id="rejsy"
        headingId="zegrze-cruises"
        title={z.cruisesHeading}
        text={z.cruisesText}
        className="scroll-mt-4 py-16 sm:py-20"
      >
        <PricesError className="mt-6 max-w-xl" />
        <ul className="mt-10 grid gap-8 md:grid-cols-2">
          {cards.map((card) => {
            const id = SPEC_IDS[card.key];
            if (!id)
              return (
                <CatalogueCruiseCard
                  key={card.key}
                  cruise={card}
                  departures={departures?.(card.key)}
                />
              );
            const copy = z.cruises[id];
            return (
              <li
                key={id}
                className="flex flex-col overflow-hidden rounded-3xl bg-white shadow-lg ring-1 ring-slate-200"
              >
                <ResponsiveImage
                  name={card.image}
                  slot={card.slot}
                  alt={copy.imageAlt}
                  sizes="(min-width: 768px) 50vw, 100vw"
                  maxWidth={1200}
                  imgClassName="aspect-video w-full object-cover"
                />
                <div className="flex flex-1 flex-col gap-4 p-6 sm:p-8">
                  <PrivateCruiseMeta minutes={card.minutes} maxPeople={card.capacity} />
                  <CruiseCardTitle
                    name={copy.title}
                    gloss={copy.gloss}
                    className="text-2xl font-extrabold text-navy-900"
                    glossClassName="block text-base font-medium text-slate-600"
                  />
                  <p className="text-slate-700">{copy.text}</p>
                  <PriceTag
                    priceType={card.key}
                    unit="boat"
                    capacity={card.capacity}
                    placeholder="text"
                  />
                  {card.seasonNote ? (
                    <p className="text-sm font-semibold text-signal-600">{card.seasonNote}</p>
                  ) : null}
                  {departures?.(card.key)}
                  <div>
                    <h4 className="font-bold text-navy-900">{z.routeHeading}</h4>
                    <ol className="mt-2 list-decimal space-y-1 pl-5 text-slate-700">
                      {copy.route.map((step) => (
                        <li key={step}>{step}</li>
                      ))}
                    </ol>
                  </div>
                  {/* Booked by its channel (phone until the operator sets a provider item): never
                      a link to /#locations, whose Zegrze card leads back here (decision 301). */}
                  <div className="mt-auto flex flex-wrap gap-3 pt-2">
                    <CruiseBooking cruise={card} />
                    <PageLink
                      to={card.url}
                      className="btn-secondary"
                      // By its own name, as the Warsaw cards say "Details of the Maksimum cruise".
                      aria-label={fill(t.common.detailsOf, {
                        name: copy.title.split(" – ").pop() ?? copy.title,
                      })}
                    >
                      {t.common.details}
                      <ArrowRight aria-hidden="true" className="size-4" />
                    </PageLink>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      </CruiseSection>

      <CruiseSection
        deferred
        headingId="zegrze-availability"
        tone="dark"
        title={z.availabilityHeading}
        text={z.availabilityText}
        className="bg-gradient-to-br from-navy-900 to-river-700 py-14 text-white"
        inner="container-page flex flex-col gap-6 sm:flex-row sm:items-center sm:justify-between"
      >
        <PhoneButton location="zegrze" className="btn-primary shrink-0">
          {z.callForAvailability}
        </PhoneButton>
      </CruiseSection>

      <CruiseSection
        deferred
        headingId="zegrze-gallery"
        title={z.galleryHeading}
        className="py-16 sm:py-20"
      >
        <ul className="mt-8 grid gap-4 sm:grid-cols-2">
          {/* The operator's gallery photos, in their order, replace the drawings when there are any. */}
          {gallery.length > 0
            ? gallery.map((photo) => (
                <li key={photo.id}>
                  <figure>
                    <PhotoPicture
                      photo={photo}
                      alt=""
                      sizes="(min-width: 640px) 50vw, 100vw"
                      maxWidth={1600}
                      imgClassName="aspect-video w-full rounded-2xl object-cover"
                    />
                  </figure>
                </li>
              ))
            : GALLERY.map((name, i) => (
                <li key={name}>
                  <figure>
                    <ResponsiveImage
                      name={name}
                      alt={z.gallery[i] ?? ""}
                      sizes="(min-width: 640px) 50vw, 100vw"
                      maxWidth={1200}
                      imgClassName="aspect-video w-full rounded-2xl object-cover"
                    />
                  </figure>
                </li>
              ))}
        </ul>
        <div className="mt-12 rounded-2xl bg-river-50 p-6 sm:flex sm:items-center sm:justify-between sm:gap-6">
          <div>
            <h3 className="text-xl font-bold text-navy-900">{z.rentalTitle}</h3>
            <p className="mt-1 text-slate-700">{z.rentalText}</p>
          </div>
          <PageLink to="/motorowka-bez-patentu" className="btn-secondary mt-4 sm:mt-0">
            {z.rentalLink}
          </PageLink>
        </div>
      </CruiseSection>
    </>
  );
}
