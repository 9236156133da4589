import CalendarClock from "lucide-react/icons/calendar-clock";
import { useCruiseCopy } from "../copy";
import type { CruiseCardData } from "../public-view";
import { BookingButton, PhoneButton } from "./booking-button";
import { useEnquiryButton } from "./enquiry-slot";

/**
 * A catalogue cruise's booking action by its channel (decisions 301, 351): the provider's page
 * for its item ("Zarezerwuj", with the live price and the `ref` tag), a phone call ("Zadzwoń i
 * zarezerwuj"; the product's Warsaw 30-minute cruise keeps "ask for price"), or the enquiry dialog
 * that names the cruise ("Zapytaj o termin"). Out of season it says when the season opens and
 * books nothing (decision 350).
 */
export function CruiseBooking({
  cruise,
  className = "btn-primary",
}: {
  cruise: CruiseCardData;
  className?: string;
}) {
  const t = useCruiseCopy().common;
  const Enquiry = useEnquiryButton();
  const { location } = cruise;
  if (cruise.bookFrom)
    return (
      <p className={`${className} cursor-default`} data-booking="season">
        <CalendarClock aria-hidden="true" className="size-4" />
        {cruise.bookFrom}
      </p>
    );
  if (cruise.booking.channel === "provider" && cruise.booking.href)
    return (
      <BookingButton
        item={
          cruise.kind === "shared" ? "ticket20" : cruise.key === "90min" ? "private90" : "private"
        }
        href={cruise.booking.href}
        refName={cruise.ref}
        location={location}
        priceType={cruise.key}
        className={className}
      />
    );
  if (cruise.booking.channel === "enquiry" && Enquiry)
    return (
      <Enquiry className={className} cruise={{ key: cruise.key, name: cruise.name }}>
        {cruise.booking.enquireLabel}
      </Enquiry>
    );
  return (
    <PhoneButton location={location} className={className}>
      {cruise.booking.phoneLabel ?? t.askForPrice}
    </PhoneButton>
  );
}
