import { lazy, type ReactNode } from "react";
import { LazyDialogTrigger } from "~/components/ui/lazy-dialog-trigger";
import { useMessages } from "~/lib/i18n/use-lang";
import { newsletterButtonMessages } from "../button-messages";
import type { NewsletterRegion } from "../regions";

const loadDialog = () => import("./newsletter-dialog");
const NewsletterDialog = lazy(loadDialog);

/**
 * Opens the newsletter dialog (docs/product.md §2, special-cruises block). The dialog and its code load
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
  return (
    <LazyDialogTrigger
      preload={loadDialog}
      className={className}
      renderDialog={(props) => <NewsletterDialog {...props} region={region} />}
    >
      {children ?? t.open}
    </LazyDialogTrigger>
  );
}
