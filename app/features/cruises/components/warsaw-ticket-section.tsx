import type { ReactNode } from "react";
import { PageLink } from "~/components/page-link";
import { PricesError } from "~/components/live-price";
import type { CruiseCardData } from "../public-view";
import { CruiseBooking } from "./cruise-booking";
import { fill, useCruiseCopy } from "../copy";
import { BookingButton, PriceTag } from "./booking-button";
import {
  CruiseCardTitle,
  CruiseSection,
  TicketedCruiseMeta,
  CruiseCardPicture,
} from "./cruise-blocks";

/**
 * Warsaw's shared-ticket section (docs/product.md §2): the 20-minute cruise's own card, dark,
 * with its live price per person, next departures and booking (a section of Warsaw's page,
 * decision 400).
 */
export function WarsawTicketSection({
  locationId,
  refName,
  ticket,
  departures,
}: {
  /** The location row's id: the phone and booking clicks are tracked at it. */
  locationId: string;
  refName: string;
  ticket: CruiseCardData | undefined;
  departures?: (key: string, tone: "light" | "dark") => ReactNode;
}) {
  const t = useCruiseCopy();
  const w = t.warsaw;
  const ticketCopy = t.cruises["20"];
  return (
    <CruiseSection
      deferred
      id="rejsy"
      headingId="ticket-heading"
      title={w.ticketHeading}
      text={w.ticketText}
      className="scroll-mt-4 py-16 sm:py-20"
    >
      <PricesError className="mt-6 max-w-xl" />
      {ticket ? (
        <article className="mt-8 grid overflow-hidden rounded-3xl bg-navy-900 text-white shadow-xl lg:grid-cols-2">
          <CruiseCardPicture
            cruise={ticket}
            alt={ticketCopy.imageAlt}
            sizes="(min-width: 1024px) 560px, 100vw"
            maxWidth={1200}
            imgClassName="h-full w-full object-cover"
          />
          <div className="flex flex-col gap-4 p-6 sm:p-10">
            <TicketedCruiseMeta
              minutes={ticket.minutes}
              lengthClassName="text-sm font-semibold text-river-300"
            />
            <CruiseCardTitle
              name={ticket.label}
              gloss={ticketCopy.gloss}
              className="text-2xl font-extrabold sm:text-3xl"
              glossClassName="ml-2 text-lg font-medium text-slate-300"
            />
            <p className="text-slate-200">{ticketCopy.summary}</p>
            <PriceTag priceType={ticket.key} unit="person" capacity={ticket.capacity} tone="dark" />
            {departures?.(ticket.key, "dark")}
            <div className="mt-auto flex flex-wrap gap-3 pt-2">
              {ticket.bookFrom ? (
                // Out of season: when it opens, and no booking link (decision 350).
                <CruiseBooking cruise={ticket} />
              ) : (
                <BookingButton
                  item="ticket20"
                  refName={refName}
                  location={locationId}
                  priceType={ticket.key}
                />
              )}
              <PageLink
                to={ticket.url}
                className="btn-light"
                aria-label={fill(t.common.detailsOf, { name: ticket.label })}
              >
                {t.common.details}
              </PageLink>
            </div>
          </div>
        </article>
      ) : null}
    </CruiseSection>
  );
}
