import { lazy, Suspense, useRef, useState, type ReactNode } from "react";
import { useMessages } from "~/features/i18n/use-lang";
import { eventBookingButtonMessages } from "../button-messages";

const loadDialog = () => import("./event-booking-dialog");
const EventBookingDialog = lazy(loadDialog);

/**
 * Opens the event-booking dialog (SPEC §2, Warsaw card). The dialog, its schema and zod
 * load on first interaction, so none of it is in the page's first-load JavaScript.
 */
export function EventBookingButton({ className = "btn-secondary", children }: { className?: string; children?: ReactNode }) {
  const t = useMessages(eventBookingButtonMessages);
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const preload = () => void loadDialog();
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={className}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        {children ?? t.open}
      </button>
      {mounted ? (
        <Suspense fallback={null}>
          <EventBookingDialog open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} />
        </Suspense>
      ) : null}
    </>
  );
}
