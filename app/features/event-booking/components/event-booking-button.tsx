import { lazy, type ReactNode } from "react";
import { LazyDialogTrigger } from "~/components/ui/lazy-dialog-trigger";
import { useMessages } from "~/lib/i18n/use-lang";
import { eventBookingButtonMessages } from "../button-messages";

const loadDialog = () => import("./event-booking-dialog");
const EventBookingDialog = lazy(loadDialog);

/**
 * Opens the event-booking dialog (docs/product.md §2, Warsaw card). The dialog, its schema and zod
 * load on first interaction, so none of it is in the page's first-load JavaScript.
 */
export function EventBookingButton({
  className = "btn-secondary",
  children,
  cruise,
}: {
  className?: string;
  children?: ReactNode;
  /** A cruise booked by enquiry (decision 351): the dialog names it and sends its key. */
  cruise?: { key: string; name: string };
}) {
  const t = useMessages(eventBookingButtonMessages);
  return (
    <LazyDialogTrigger
      preload={loadDialog}
      className={className}
      renderDialog={(props) => <EventBookingDialog {...props} cruise={cruise} />}
    >
      {children ?? t.open}
    </LazyDialogTrigger>
  );
}
