import { NewsletterFormBody } from "./newsletter-form-body";

/**
 * Inline newsletter sign-up for the promotional page (docs/product.md §2: region "all"). Renders on the
 * server; the schema loads when the visitor first focuses a field.
 */
export function NewsletterForm({ className }: { className?: string }) {
  return (
    <div className={className}>
      <NewsletterFormBody region="all" idPrefix="promo-newsletter" />
    </div>
  );
}
