/**
 * A local stand-in for the parts of Stripe's API the gift vouchers use (decision 371), speaking
 * the form-encoded requests the official `stripe` package sends, for vitest and the e2e stack:
 *
 * - POST /v1/checkout/sessions, GET /v1/checkout/sessions/:id (Bearer = FAKE_STRIPE_KEY, else 401);
 * - POST /v1/refunds (`payment_intent`, optional `amount`): recorded (GET /__refunds lists them);
 * - the hosted "checkout page", GET /pay/:id, whose "Pay" button (POST /pay/:id) marks the
 *   session paid, delivers `checkout.session.completed` to the webhook URL signed as Stripe signs
 *   it (the package's generateTestHeaderString with the webhook secret), and answers 303 to the
 *   session's success_url;
 * - controls: GET /__mode?set=normal|down|slow|error (down: the connection is cut; slow: no
 *   answer; error: 500), GET /__sessions, GET /__refunds, POST /__pay/:id?webhook=0 (paid, the
 *   webhook lost), POST /__expire/:id (expired, `checkout.session.expired` delivered).
 *
 * `npm run fake:stripe` starts it on FAKE_STRIPE_PORT (default 3840).
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import { randomBytes } from "node:crypto";
import { pathToFileURL } from "node:url";
import Stripe from "stripe";
import { listenLocal } from "./listen";

export const FAKE_STRIPE_KEY = "sk_test_fake_0123456789";
export const FAKE_WEBHOOK_SECRET = "whsec_fake_0123456789abcdef";

export type StripeMode = "normal" | "down" | "slow" | "error";

export interface FakeSession {
  id: string;
  object: "checkout.session";
  mode: string;
  currency: string;
  amount_total: number;
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid";
  payment_intent: string | null;
  payment_method_types: string[];
  metadata: Record<string, string>;
  client_reference_id: string | null;
  customer_email: string | null;
  line_items_sent: unknown;
  /** Every parameter the session was created with, as decoded from the form. */
  params_sent: Record<string, unknown>;
  locale: string | null;
  success_url: string;
  cancel_url: string;
  url: string;
  expires_at: number;
  created: number;
  livemode: false;
}

export interface FakeRefund {
  id: string;
  object: "refund";
  payment_intent: string;
  amount: number;
  status: "succeeded";
  metadata: Record<string, string>;
  idempotencyKey: string | null;
}

/** `a[b][0][c]=1` → { a: { b: [ { c: "1" } ] } } (Stripe's form encoding). */
export function parseStripeForm(body: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, "").split("[");
    let node: Record<string, unknown> | unknown[] = out;
    path.forEach((part, i) => {
      const last = i === path.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(path[i + 1]!);
      const k = /^\d+$/.test(part) && Array.isArray(node) ? Number(part) : part;
      const container = node as Record<string | number, unknown>;
      if (last) container[k] = value;
      else {
        container[k] ??= nextIsIndex ? [] : {};
        node = container[k] as Record<string, unknown>;
      }
    });
  }
  return out;
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString("hex")}`;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    req.on("data", (c: Buffer) => parts.push(c));
    req.on("end", () => resolve(Buffer.concat(parts).toString("utf8")));
    req.on("error", reject);
  });
}

/** A webhook event for a session, as Stripe sends it, with its signature header. */
export function signedEvent(
  type: string,
  session: FakeSession,
  secret = FAKE_WEBHOOK_SECRET,
): { payload: string; signature: string; eventId: string } {
  const eventId = id("evt");
  const payload = JSON.stringify(
    {
      id: eventId,
      object: "event",
      api_version: "2026-10-28.endive",
      created: Math.floor(Date.now() / 1000),
      type,
      data: { object: session },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    },
    null,
    2,
  );
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return { payload, signature, eventId };
}

export async function startFakeStripe(
  opts: { port?: number; webhookUrl?: string; webhookSecret?: string } = {},
) {
  let mode: StripeMode = "normal";
  let webhookUrl = opts.webhookUrl ?? null;
  const secret = opts.webhookSecret ?? FAKE_WEBHOOK_SECRET;
  const sessions = new Map<string, FakeSession>();
  const refunds: FakeRefund[] = [];
  const deliveries: Array<{ type: string; status: number }> = [];
  let base = "";

  async function deliver(type: string, session: FakeSession) {
    if (!webhookUrl) return;
    const { payload, signature } = signedEvent(type, session, secret);
    try {
      const res = await fetch(webhookUrl, {
        method: "POST",
        headers: {
          "Content-Type": "application/json; charset=utf-8",
          "Stripe-Signature": signature,
        },
        body: payload,
      });
      deliveries.push({ type, status: res.status });
    } catch {
      deliveries.push({ type, status: 0 });
    }
  }

  function markPaid(session: FakeSession) {
    if (session.payment_status === "paid") return;
    session.status = "complete";
    session.payment_status = "paid";
    session.payment_intent = id("pi");
  }

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      if (res.destroyed) return;
      res.writeHead(status, { "Content-Type": "application/json", ...headers });
      res.end(typeof body === "string" ? body : JSON.stringify(body));
    };
    const html = (body: string) => {
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      res.end(body);
    };
    try {
      // Controls.
      if (url.pathname === "/__mode") {
        const next = url.searchParams.get("set") as StripeMode;
        if (["normal", "down", "slow", "error"].includes(next)) mode = next;
        return send(200, { mode });
      }
      if (url.pathname === "/__sessions") return send(200, [...sessions.values()]);
      if (url.pathname === "/__refunds") return send(200, refunds);
      if (url.pathname === "/__deliveries") return send(200, deliveries);
      let m = /^\/__pay\/([\w]+)$/.exec(url.pathname);
      if (m && req.method === "POST") {
        const s = sessions.get(m[1]!);
        if (!s) return send(404, { error: "no such session" });
        markPaid(s);
        if (url.searchParams.get("webhook") !== "0") await deliver("checkout.session.completed", s);
        return send(200, s);
      }
      m = /^\/__expire\/([\w]+)$/.exec(url.pathname);
      if (m && req.method === "POST") {
        const s = sessions.get(m[1]!);
        if (!s) return send(404, { error: "no such session" });
        s.status = "expired";
        await deliver("checkout.session.expired", s);
        return send(200, s);
      }
      // The hosted checkout page.
      m = /^\/pay\/([\w]+)$/.exec(url.pathname);
      if (m) {
        const s = sessions.get(m[1]!);
        if (!s) return send(404, { error: "no such session" });
        if (req.method === "POST") {
          await readBody(req);
          markPaid(s);
          await deliver("checkout.session.completed", s);
          res.writeHead(303, { Location: s.success_url });
          return res.end();
        }
        const zl = (s.amount_total / 100).toFixed(2);
        return html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Fake Stripe Checkout</title></head>
<body style="font-family:system-ui;max-width:28rem;margin:2rem auto;padding:1rem">
<h1>Fake Stripe Checkout</h1><p data-testid="amount">${zl} PLN</p><p>${s.payment_method_types.join(", ")}</p>
<form method="post"><button type="submit" style="font-size:1.2rem;padding:.8rem 1.4rem">Pay</button></form>
<p><a href="${s.cancel_url}">Cancel</a></p></body></html>`);
      }
      // The API.
      if (!url.pathname.startsWith("/v1/")) return send(404, { error: { message: "Not found" } });
      if (mode === "down") return void req.socket.destroy();
      if (mode === "slow") return; // never answers: the client's timeout decides
      if (mode === "error")
        return send(500, { error: { type: "api_error", message: "Fake Stripe is failing" } });
      if (req.headers.authorization !== `Bearer ${FAKE_STRIPE_KEY}`)
        return send(401, {
          error: { type: "invalid_request_error", message: "Invalid API Key provided" },
        });
      const params = parseStripeForm(req.method === "POST" ? await readBody(req) : "");
      if (url.pathname === "/v1/checkout/sessions" && req.method === "POST") {
        // As Stripe answers from API version 2026-09-30.endive on (the package pins a later one):
        // `payment_method_types` is gone from session create; `allowed_payment_method_types`
        // filters the methods, and the session lists them as `payment_method_types`.
        const version = String(req.headers["stripe-version"] ?? "");
        if (params.payment_method_types !== undefined && (!version || version >= "2026-09-30"))
          return send(400, {
            error: {
              type: "invalid_request_error",
              code: "parameter_unknown",
              param: "payment_method_types",
              message: "Received unknown parameter: payment_method_types",
            },
          });
        const items =
          (params.line_items as Array<{ price_data: { unit_amount: string }; quantity: string }>) ??
          [];
        const amount = items.reduce(
          (sum, i) => sum + Number(i.price_data?.unit_amount ?? 0) * Number(i.quantity ?? 1),
          0,
        );
        const sid = id("cs");
        const session: FakeSession = {
          id: sid,
          object: "checkout.session",
          mode: String(params.mode),
          currency: String(params.currency ?? "pln"),
          amount_total: amount,
          status: "open",
          payment_status: "unpaid",
          payment_intent: null,
          payment_method_types:
            (params.allowed_payment_method_types as string[]) ??
            (params.payment_method_types as string[]) ??
            [],
          metadata: (params.metadata as Record<string, string>) ?? {},
          client_reference_id: (params.client_reference_id as string) ?? null,
          customer_email: (params.customer_email as string) ?? null,
          line_items_sent: items,
          params_sent: params,
          locale: (params.locale as string) ?? null,
          success_url: String(params.success_url),
          cancel_url: String(params.cancel_url),
          url: `${base}/pay/${sid}`,
          expires_at: Number(params.expires_at ?? Math.floor(Date.now() / 1000) + 86_400),
          created: Math.floor(Date.now() / 1000),
          livemode: false,
        };
        sessions.set(sid, session);
        return send(200, session);
      }
      m = /^\/v1\/checkout\/sessions\/([\w]+)$/.exec(url.pathname);
      if (m && req.method === "GET") {
        const s = sessions.get(m[1]!);
        return s
          ? send(200, s)
          : send(404, {
              error: { type: "invalid_request_error", message: "No such checkout.session" },
            });
      }
      if (url.pathname === "/v1/refunds" && req.method === "POST") {
        const key = (req.headers["idempotency-key"] as string | undefined) ?? null;
        const again = key ? refunds.find((r) => r.idempotencyKey === key) : undefined;
        if (again) return send(200, again);
        const pi = String(params.payment_intent ?? "");
        const session = [...sessions.values()].find((s) => s.payment_intent === pi);
        if (!session)
          return send(400, {
            error: { type: "invalid_request_error", message: "No such payment_intent" },
          });
        const already = refunds
          .filter((r) => r.payment_intent === pi)
          .reduce((a, r) => a + r.amount, 0);
        const amount = params.amount ? Number(params.amount) : session.amount_total - already;
        if (amount <= 0 || already + amount > session.amount_total)
          return send(400, {
            error: { type: "invalid_request_error", message: "Refund exceeds the charge" },
          });
        const refund: FakeRefund = {
          id: id("re"),
          object: "refund",
          payment_intent: pi,
          amount,
          status: "succeeded",
          metadata: (params.metadata as Record<string, string>) ?? {},
          idempotencyKey: key,
        };
        refunds.push(refund);
        return send(200, refund);
      }
      return send(404, {
        error: { type: "invalid_request_error", message: "Unrecognized request URL" },
      });
    } catch (err) {
      send(500, { error: { message: String(err) } });
    }
  });
  const port = await listenLocal(server, opts.port ?? 0);
  base = `http://127.0.0.1:${port}`;
  return {
    port,
    url: base,
    env: {
      STRIPE_API_URL: base,
      STRIPE_SECRET_KEY: FAKE_STRIPE_KEY,
      STRIPE_WEBHOOK_SECRET: secret,
    },
    sessions,
    refunds,
    deliveries,
    setMode(next: StripeMode) {
      mode = next;
    },
    setWebhookUrl(next: string | null) {
      webhookUrl = next;
    },
    /** Marks a session paid without any webhook (a lost delivery). */
    payWithoutWebhook(sessionId: string) {
      const s = sessions.get(sessionId);
      if (!s) throw new Error(`no session ${sessionId}`);
      markPaid(s);
      return s;
    },
    /** The signed event for a session, to post by hand (replays, races, forgeries). */
    event(type: string, sessionId: string) {
      const s = sessions.get(sessionId);
      if (!s) throw new Error(`no session ${sessionId}`);
      return signedEvent(type, s, secret);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

// `npm run fake:stripe`: run it on its own for `npm run dev`.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = Number(process.env.FAKE_STRIPE_PORT ?? 3840);
  const site = process.env.PUBLIC_SITE_URL ?? "http://localhost:3000";
  const fake = await startFakeStripe({ port, webhookUrl: `${site}/api/payments/stripe/webhook` });
  console.log(`Fake Stripe on ${fake.url} (webhooks to ${site}/api/payments/stripe/webhook).
Start the site against it with:
${Object.entries(fake.env)
  .map(([k, v]) => `  ${k}=${v}`)
  .join(" \\\n")} npm run dev`);
}
