import type { RefObject } from "react";
import { FormDialog } from "~/components/ui/form-dialog";
import { useMessages } from "~/lib/i18n/use-lang";
import { newsletterMessages } from "../messages";
import type { NewsletterRegion } from "../regions";
import { NewsletterFormBody } from "./newsletter-form-body";

/** The special-cruises newsletter dialog; loaded lazily by NewsletterButton. */
export default function NewsletterDialog({
  open,
  onOpenChange,
  region,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  region: NewsletterRegion;
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const t = useMessages(newsletterMessages);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t.dialogTitle}
      description={t.dialogDescription}
      closeLabel={t.close}
      returnFocusTo={returnFocusTo}
    >
      <NewsletterFormBody
        region={region}
        idPrefix="newsletter-dialog"
        onSuccess={() => onOpenChange(false)}
      />
    </FormDialog>
  );
}
