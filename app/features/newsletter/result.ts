/**
 * What the visitor is told after a sign-up, from the answer of the subscribe service (the JSON
 * API's status code and body): one reading for the dialog's toasts and the plain form post's
 * message (issue 34, item 8). Any 2xx is a success, told by its `status` when the form knows it
 * (a new one, such as "confirmation_sent", needs only its texts) and as a sign-up otherwise;
 * 409 is "already subscribed"; a 400 with field errors no notice of its own (the fields say
 * what to correct); anything else an error.
 */
import type { newsletterMessages } from "./messages";

type Texts = (typeof newsletterMessages)["pl"];

export interface SubscribeAnswerBody {
  status?: string;
  error?: string;
  message?: string;
  fieldErrors?: Record<string, string>;
}

export interface SubscribeNotice {
  kind: "success" | "info" | "error";
  title: string;
  text: string;
}

export function subscribeNotice(
  httpStatus: number,
  body: SubscribeAnswerBody | null | undefined,
  t: Texts,
): SubscribeNotice | null {
  if (httpStatus >= 200 && httpStatus < 300) {
    if (body?.status === "confirmation_sent")
      return { kind: "success", title: t.confirmTitle, text: t.confirmText };
    return { kind: "success", title: t.successTitle, text: t.successText };
  }
  if (httpStatus === 409) return { kind: "info", title: t.alreadyTitle, text: t.alreadyText };
  // Invalid fields are told beside the fields: the generic failure is for real failures only
  // (issue 45, item 7).
  if (httpStatus === 400 && body?.fieldErrors && Object.keys(body.fieldErrors).length > 0)
    return null;
  return {
    kind: "error",
    title: t.errorTitle,
    // The rate limit's message says when to try again; the others are the failure text of docs/product.md §8.
    text: httpStatus === 429 && body?.message ? body.message : t.errorText,
  };
}

/** A plain form post's answer, as the page's action returns it to the form (no JavaScript). */
/** What the newsletter form holds. */
export interface NewsletterValues {
  name: string;
  email: string;
  phone: string;
  whatsappGroup: boolean;
  consent: boolean;
  phoneConsent: boolean;
}

export interface NewsletterPosted {
  /** Which form on the page was sent (its id prefix). */
  form: string;
  status: number;
  body: SubscribeAnswerBody;
  /** What was typed, to fill the form again after an error. */
  values?: NewsletterValues;
  /** Whether the WhatsApp group was asked for (the answer then links its invitation). */
  whatsappGroup: boolean;
}
