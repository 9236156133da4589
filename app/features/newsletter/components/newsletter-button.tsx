import { lazy, Suspense, useRef, useState, type ReactNode } from "react";
import { useMessages } from "~/features/i18n/use-lang";
import { newsletterButtonMessages } from "../button-messages";
import type { NewsletterRegion } from "../regions";

const loadDialog = () => import("./newsletter-dialog");
const NewsletterDialog = lazy(loadDialog);

/**
 * Opens the newsletter dialog (SPEC §2, special-cruises block). The dialog and its code load
 * on first interaction, so they are not in the page's first-load JavaScript.
 */
export function NewsletterButton({
  region = "warsaw",
  className = "btn-primary",
  children,
}: {
  region?: NewsletterRegion;
  className?: string;
  children?: ReactNode;
}) {
  const t = useMessages(newsletterButtonMessages);
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
          <NewsletterDialog open={open} onOpenChange={setOpen} region={region} returnFocusTo={buttonRef} />
        </Suspense>
      ) : null}
    </>
  );
}
