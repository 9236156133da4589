import { publicFormEndpoint, type PublicForm } from "~/lib/public-form-endpoint.server";
import { newsletterSchema, type NewsletterInput } from "./schema";
import { subscribe } from "./subscribe.server";

export const SUBSCRIBE_PATH = "/api/newsletter/subscribe";

const STATUS_CODES = { subscribed: 201, confirmation_sent: 202, already_subscribed: 409 } as const;

/**
 * The sign-up as a public form: the JSON endpoint below and the promotional page's plain form
 * post (subscribe-page-post.server.ts) both run it, so they share the rate limit, honeypot,
 * schema, service and answers.
 */
export const subscribeForm: PublicForm<NewsletterInput> = {
  path: SUBSCRIBE_PATH,
  // Per IP: 10 sign-ups in 10 minutes.
  rateLimit: { key: "newsletter", limit: 10, windowSeconds: 10 * 60 },
  schema: newsletterSchema,
  honeypotAnswer: { status: 201, body: { status: "subscribed" } },
  async handle(input, lang) {
    const { status } = await subscribe(input, lang);
    return { status: STATUS_CODES[status], body: { status } };
  },
};

/**
 * POST /api/newsletter/subscribe (docs/architecture.md §4): 201 {status:"subscribed"},
 * 202 {status:"confirmation_sent"} (an unsubscribed address: its owner confirms by e-mail,
 * decision 280), 409 {status:"already_subscribed"}, 400, 405, 413, 429.
 * Served by Express directly (server/app.ts, docs/decisions/075).
 */
export const subscribeEndpoint = publicFormEndpoint(subscribeForm);
