import {
  ApiError,
  readJsonBody,
  requestLang,
  runEndpoint,
  type JsonEndpoint,
} from "~/lib/api.server";
import { logger } from "~/lib/logger.server";
import { runPublicForm, type PublicForm } from "~/lib/public-form-endpoint.server";
import { createCheckout, handleStripeEvent, notConfiguredError } from "./orders.server";
import { checkoutSchema, type CheckoutInput } from "./schema";
import { paymentsConfigured, verifyWebhook } from "./stripe.server";
import { CHECKOUT_PATH, WEBHOOK_PATH } from "./urls";

export { CHECKOUT_PATH, WEBHOOK_PATH };

/** The payments webhook's body limit (docs/architecture.md §4): Stripe's events are larger than 16 KB at times. */
export const WEBHOOK_BODY_LIMIT = 256 * 1024;

const checkoutForm: PublicForm<CheckoutInput> = {
  path: CHECKOUT_PATH,
  // Per network: 10 checkouts in 10 minutes.
  rateLimit: { key: "voucher-checkout", limit: 10, windowSeconds: 10 * 60 },
  schema: checkoutSchema,
  honeypotAnswer: { status: 400, body: { error: "invalid_input", message: "" } },
  async handle(input) {
    return { status: 201, body: await createCheckout(input) };
  },
};

/**
 * POST /api/vouchers/checkout (docs/architecture.md §4): 201 {orderId, checkoutUrl}; 400 with
 * fieldErrors in the request's language (`lang`, else cookie and Accept-Language); 429; 503 when
 * payments are not configured or Stripe does not answer. Served by Express (decision 075).
 *
 * Without payments configured the answer is 503 whatever the body holds (decision 430): nothing
 * can be bought, so no field is worth correcting and no attempt is counted against the limit;
 * the body is read only for the language of the message.
 */
export const checkoutEndpoint: JsonEndpoint = (request, { ip }) =>
  runEndpoint(request, CHECKOUT_PATH, async () => {
    if (request.method !== "POST")
      throw new ApiError(405, "method_not_allowed", "Use POST.", {}, { Allow: "POST" });
    if (!paymentsConfigured()) {
      const body = await readJsonBody(request).catch(() => ({}) as Record<string, unknown>);
      throw notConfiguredError(requestLang(request, body.lang));
    }
    const body = await readJsonBody(request);
    const lang = requestLang(request, body.lang);
    return runPublicForm(checkoutForm, body, lang, ip);
  });

/**
 * POST /api/payments/stripe/webhook: Stripe's raw body (up to 256 KB) and its `Stripe-Signature`,
 * verified with STRIPE_WEBHOOK_SECRET by the package's constructEvent before anything is read
 * from it (400, nothing changed, when it fails). Mounted before the same-origin and JSON guards:
 * the signature is the credential. 200 for every verified event, known or not.
 */
export const webhookEndpoint: JsonEndpoint = (request) =>
  runEndpoint(request, WEBHOOK_PATH, async () => {
    if (request.method !== "POST")
      throw new ApiError(405, "method_not_allowed", "Use POST.", {}, { Allow: "POST" });
    if (Number(request.headers.get("content-length") ?? 0) > WEBHOOK_BODY_LIMIT)
      throw new ApiError(
        413,
        "payload_too_large",
        "The body is too large.",
        {},
        { Connection: "close" },
      );
    const raw = await request.readText(WEBHOOK_BODY_LIMIT);
    if (raw === null)
      throw new ApiError(
        413,
        "payload_too_large",
        "The body is too large.",
        {},
        { Connection: "close" },
      );
    let event;
    try {
      event = verifyWebhook(raw, request.headers.get("stripe-signature"));
    } catch {
      logger.warn("Stripe webhook with a bad or missing signature refused");
      throw new ApiError(400, "bad_signature", "The signature does not match.");
    }
    const outcome = await handleStripeEvent(event);
    return { status: 200, body: { received: true, outcome } };
  });
