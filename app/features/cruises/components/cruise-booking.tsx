import { useCruiseCopy } from "../copy";
import type { CruiseCardData } from "../public-view";
import { BookingButton, PhoneButton } from "./booking-button";
import { useEnquiryButton } from "./enquiry-slot";

/**
 * A catalogue cruise's booking action by its channel (decision 301): the provider's page for
 * its item (with the live price and the `ref` tag), a phone call ("ask for price"), or the
 * enquiry dialog. Out of season it says from when bookings open, and still books.
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
  if (cruise.booking.channel === "provider" && cruise.booking.href)
    return (
      <BookingButton
        item={
          cruise.kind === "shared" ? "ticket20" : cruise.key === "90min" ? "private90" : "private"
        }
        href={cruise.booking.href}
        refName={cruise.ref}
        location={location}
        priceType={cruise.bookFrom ? undefined : cruise.key}
        label={cruise.bookFrom ?? undefined}
        className={className}
      />
    );
  if (cruise.booking.channel === "enquiry" && Enquiry)
    return (
      <Enquiry className={className}>{cruise.bookFrom ?? cruise.booking.enquireLabel}</Enquiry>
    );
  return (
    <PhoneButton location={location} className={className}>
      {cruise.bookFrom ?? t.askForPrice}
    </PhoneButton>
  );
}
