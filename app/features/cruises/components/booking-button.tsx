import ExternalIcon from "lucide-react/icons/external-link";
import Phone from "lucide-react/icons/phone";
import type { ReactNode } from "react";
import { bookingUrl, type BookingChannel } from "~/config/site";
import { useSite } from "~/lib/site-data/use-site";
import { trackBookingClick } from "~/lib/analytics/track";
import { LivePrice, priceOf, WithPrices, WithPublishedPrice } from "~/components/live-price";
import { useCruiseCopy } from "../copy";
import { ExternalLink } from "~/components/external-link";
import { fillFacts, peopleFacts } from "~/lib/copy/facts";
import { useLang } from "~/lib/i18n/use-lang";

/**
 * The external booking button of a cruise: opens the provider's page for the item, tagged with
 * the page (`ref`), shows the live price (dots while it loads) and reports booking_click.
 */
export function BookingButton({
  item,
  refName,
  location,
  priceType,
  className = "btn-primary",
  label,
  href: givenHref,
}: {
  item: "ticket20" | "private90" | "private";
  /** The provider's page of a catalogue cruise's item (with its `ref`), instead of `item`'s. */
  href?: string;
  refName: BookingChannel;
  location: string;
  /** Shows "… za {price}" with the live price, when given. */
  priceType?: string;
  className?: string;
  label?: string;
}) {
  const t = useCruiseCopy().common;
  const href = givenHref ?? bookingUrl(item, refName);
  if (!priceType) {
    return (
      <ExternalLink
        href={href}
        className={className}
        onClick={() => trackBookingClick(item, location)}
      >
        {label ?? t.bookOnline}
        <ExternalIcon aria-hidden="true" className="size-4" />
      </ExternalLink>
    );
  }
  const button = (price: number | undefined, published = true) => (
    <ExternalLink
      href={href}
      className={className}
      onClick={() => trackBookingClick(item, location, price)}
    >
      {/* one flex item, so the button's gap does not double the space before the price */}
      {published ? (
        <span>
          {label ?? t.bookWithPrice} <LivePrice type={priceType} placeholder="dots" />
        </span>
      ) : (
        // A price not published (or not loaded): the button books, without "Zapytaj o cenę" in it (decision 264).
        <span>{t.bookOnline}</span>
      )}
      <ExternalIcon aria-hidden="true" className="size-4" />
    </ExternalLink>
  );
  return (
    <WithPrices fallback={button(undefined)}>
      {(result) => {
        const price = priceOf(result, priceType);
        return button(price, price !== undefined);
      }}
    </WithPrices>
  );
}

/** A cruise page's call button, tracked as a phone booking at `location`; its label is the phone number unless given. */
export function PhoneButton({
  location,
  className,
  children,
}: {
  location: string;
  className: string;
  children?: ReactNode;
}) {
  const site = useSite();
  return (
    <a
      href={site.phoneHref}
      className={className}
      onClick={() => trackBookingClick("phone", location)}
    >
      <Phone aria-hidden="true" className="size-4" />
      {children ?? site.phone}
    </a>
  );
}

/** The price of a cruise with its unit, e.g. "90 PLN za osobę". */
export function PriceTag({
  priceType,
  unit,
  capacity,
  placeholder = "dots",
  tone = "light",
}: {
  priceType: string;
  unit: "person" | "boat";
  /** How many people the cruise takes: "za całą łódź (do 8 osób)" (decision 410). */
  capacity: number;
  placeholder?: "dots" | "text";
  tone?: "light" | "dark";
}) {
  const t = useCruiseCopy().common;
  const lang = useLang();
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span className="sr-only">{t.price}: </span>
      <LivePrice
        type={priceType}
        placeholder={placeholder}
        className={`text-2xl font-extrabold ${tone === "dark" ? "text-white" : "text-navy-900"}`}
      />
      <WithPublishedPrice type={priceType}>
        <span className={`text-sm ${tone === "dark" ? "text-slate-200" : "text-slate-600"}`}>
          {unit === "person" ? t.perPerson : fillFacts(t.perBoat, peopleFacts(capacity, lang))}
        </span>
      </WithPublishedPrice>
    </p>
  );
}
