import { isLang, type Lang } from "~/lib/i18n/lang";
import { runPublicFormPost } from "~/lib/public-form-endpoint.server";
import type { NewsletterPosted, SubscribeAnswerBody } from "./result";
import { subscribeForm } from "./subscribe-endpoint.server";

/** The hidden field naming which newsletter form on the page was sent. */
export const NEWSLETTER_FORM_FIELD = "newsletterForm";

/**
 * The newsletter form sent without JavaScript: a plain form post to the page's own route
 * action (issue 34, item 8, decision 296). The same subscribe form as the JSON API (origin
 * check, rate limit, honeypot, schema, service, answers); the page shows its answer in the form.
 * Undefined when the post is not a newsletter form's.
 */
export async function subscribeFromPage(
  request: Request,
  opts: { ip: string; publicSiteUrl: string; lang: Lang },
): Promise<{ posted: NewsletterPosted; headers?: Record<string, string> } | undefined> {
  let posted: URLSearchParams | undefined;
  const result = await runPublicFormPost(subscribeForm, request, {
    ...opts,
    fields: (form) => {
      posted = form;
      const language = form.get("language");
      return {
        name: form.get("name") ?? "",
        email: form.get("email") ?? "",
        phone: form.get("phone") ?? "",
        region: form.get("region") ?? undefined,
        language: isLang(language) ? language : opts.lang,
        website: form.get("website") ?? "",
        whatsappGroup: form.has("whatsappGroup"),
        consent: form.has("consent"),
        phoneConsent: form.has("phoneConsent"),
      };
    },
  });
  const form = posted?.get(NEWSLETTER_FORM_FIELD) ?? "";
  if (posted && !form) return undefined;
  const ok = result.status >= 200 && result.status < 300;
  const whatsappGroup = posted?.has("whatsappGroup") ?? false;
  return {
    posted: {
      form,
      status: result.status,
      body: (result.body ?? {}) as SubscribeAnswerBody,
      values:
        ok || !posted
          ? undefined
          : {
              name: posted.get("name") ?? "",
              email: posted.get("email") ?? "",
              phone: posted.get("phone") ?? "",
              whatsappGroup,
              consent: posted.has("consent"),
              phoneConsent: posted.has("phoneConsent"),
            },
      whatsappGroup,
    },
    headers: result.headers,
  };
}
