import { withCopy } from "~/lib/copy/overrides.server";
import type { Lang } from "~/lib/i18n/lang";
import { emailTexts, type EmailTexts } from "./emails";

/** The page id of the e-mail texts in the Texts tab (decision 435). */
export const EMAIL_COPY_PAGE = "emails";

/** One language of the e-mail texts with the owner's edits applied, for the code that queues an e-mail. */
export function emailCopy(lang: Lang): Promise<EmailTexts> {
  return withCopy<EmailTexts>(EMAIL_COPY_PAGE, emailTexts[lang], lang);
}
