import Stripe from "stripe";
import { getEnv } from "~/lib/env.server";

/**
 * The official `stripe` package, pointed at STRIPE_API_URL (its host, port and protocol: tests
 * use a local fake Stripe), with a 10 s timeout (STRIPE_TIMEOUT_MS). Null when payments are not
 * configured (either secret missing). The secrets stay in memory: never logged or stored.
 */
let cached: { key: string; url: string; timeout: number; client: Stripe } | undefined;

export function paymentsConfigured(): boolean {
  const env = getEnv();
  return Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET);
}

export function stripeClient(): Stripe | null {
  const env = getEnv();
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET) return null;
  if (
    cached &&
    cached.key === env.STRIPE_SECRET_KEY &&
    cached.url === env.STRIPE_API_URL &&
    cached.timeout === env.STRIPE_TIMEOUT_MS
  )
    return cached.client;
  const url = new URL(env.STRIPE_API_URL);
  const protocol = url.protocol === "http:" ? "http" : "https";
  const client = new Stripe(env.STRIPE_SECRET_KEY, {
    host: url.hostname,
    port: url.port ? Number(url.port) : protocol === "http" ? 80 : 443,
    protocol,
    timeout: env.STRIPE_TIMEOUT_MS,
    // Creating a session is not retried (the visitor is waiting: one try within the timeout);
    // reads and refunds pass their own retries with an idempotency key.
    maxNetworkRetries: 0,
    telemetry: false,
    appInfo: { name: "rib-cruises-vouchers" },
  });
  cached = {
    key: env.STRIPE_SECRET_KEY,
    url: env.STRIPE_API_URL,
    timeout: env.STRIPE_TIMEOUT_MS,
    client,
  };
  return client;
}

/** Verifies a webhook's signature on the raw body; throws when it does not match. */
export function verifyWebhook(rawBody: string, signature: string | null): Stripe.Event {
  const env = getEnv();
  if (!env.STRIPE_WEBHOOK_SECRET) throw new Error("Payments are not configured");
  return Stripe.webhooks.constructEvent(rawBody, signature ?? "", env.STRIPE_WEBHOOK_SECRET);
}
