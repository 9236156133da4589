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
}: {
  className?: string;
  children?: ReactNode;
}) {
  const t = useMessages(eventBookingButtonMessages);
  return (
    <LazyDialogTrigger
      preload={loadDialog}
      className={className}
      renderDialog={(props) => <EventBookingDialog {...props} />}
    >
      {children ?? t.open}
    </LazyDialogTrigger>
  );
}
