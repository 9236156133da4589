/**
 * Issue 34, item 8: the newsletter form sent without JavaScript, a plain form post to the
 * promotional page's route action, runs the same sign-up as the JSON API (origin check, rate
 * limit, honeypot, validation, service, messages).
 */
import { sql } from "drizzle-orm";
import { beforeAll, beforeEach, expect, it } from "vitest";
import { describeEachDb } from "../../../tests/support/test-db";
import { contextFor, TEST_SITE_URL, useTestEnv } from "../../../tests/support/api-test-helpers";
import { getDb, schema } from "~/lib/db.server";
import { action } from "~/routes/promotions";
import { newsletterMessages } from "./messages";
import { NEWSLETTER_CONSENT_VERSION, PHONE_CONSENT_VERSION } from "./regions";
import { subscribeNotice, type NewsletterPosted } from "./result";

let ipSeq = 0;
const freshIp = () => `203.0.113.${++ipSeq}`;

function formPost(
  fields: Record<string, string>,
  opts: { origin?: string | null; path?: string; type?: string } = {},
) {
  const body = new URLSearchParams({ newsletterForm: "promo-newsletter", ...fields }).toString();
  const headers: Record<string, string> = {
    "content-type": opts.type ?? "application/x-www-form-urlencoded",
    "content-length": String(Buffer.byteLength(body)),
  };
  if (opts.origin !== null) headers.origin = opts.origin ?? TEST_SITE_URL;
  const url = `${TEST_SITE_URL}${opts.path ?? "/rejsy-promocyjne"}`;
  return new Request(url, { method: "POST", headers, body });
}

async function send(request: Request, ip = freshIp()) {
  const res = (await action({
    request,
    url: new URL(request.url),
    context: contextFor(ip),
    params: {},
  } as unknown as Parameters<typeof action>[0])) as unknown as {
    data: { newsletter: NewsletterPosted | null };
    init: ResponseInit | null;
  };
  return { posted: res.data.newsletter!, status: res.init?.status ?? 200, init: res.init };
}

const valid = { name: "Anna", email: "anna.bezjs@example.com", region: "all", consent: "on" };

async function count(email: string) {
  const rows = await getDb()
    .select()
    .from(schema.newsletterSubscribers)
    .where(sql`lower(${schema.newsletterSubscribers.email}) = ${email}`);
  return rows.length;
}

beforeAll(() => useTestEnv());

describeEachDb("newsletter form without JavaScript (plain post to the page)", () => {
  beforeEach(async () => {
    await getDb().delete(schema.emailOutbox);
    await getDb().delete(schema.newsletterSubscribers);
  });

  it("subscribes, then says 'already subscribed' as the API does (409)", async () => {
    const first = await send(formPost({ ...valid, language: "pl" }));
    expect(first.status).toBe(200);
    expect(first.posted.status).toBe(201);
    expect(first.posted.body).toEqual({ status: "subscribed" });
    expect(first.posted.values).toBeUndefined();
    expect(await count(valid.email)).toBe(1);
    const notice = subscribeNotice(first.posted.status, first.posted.body, newsletterMessages.pl);
    expect(notice).toMatchObject({ kind: "success", title: "Dziękujemy za zapis!" });

    const again = await send(formPost({ ...valid, language: "en" }));
    expect(again.status).toBe(409);
    expect(subscribeNotice(again.posted.status, again.posted.body, newsletterMessages.en)).toEqual({
      kind: "info",
      title: "This email is already subscribed",
      text: "This email address is already in our newsletter database.",
    });
  });

  it("validates with the form's messages in the page's language and gives back what was typed", async () => {
    const res = await send(
      formPost({ name: "A", email: "nope", language: "en" }, { path: "/en/special-cruises" }),
    );
    expect(res.status).toBe(400);
    expect(res.posted.body.fieldErrors).toMatchObject({
      name: "Name must be at least 2 characters",
      email: "Invalid email address",
      consent: "You must consent to data processing",
    });
    expect(res.posted.values).toMatchObject({ name: "A", email: "nope", consent: false });
    expect(await count("nope")).toBe(0);
  });

  it("issue 45, item 15: the SMS and phone consent is its own optional tick, stored with its own version, and only with a number", async () => {
    const row = async (email: string) =>
      (
        await getDb()
          .select()
          .from(schema.newsletterSubscribers)
          .where(sql`lower(${schema.newsletterSubscribers.email}) = ${email}`)
      )[0]!;
    await send(
      formPost({
        ...valid,
        email: "sms.yes@example.com",
        phone: "+48 500 600 700",
        phoneConsent: "on",
      }),
    );
    const yes = await row("sms.yes@example.com");
    expect(yes.consentVersion).toBe(NEWSLETTER_CONSENT_VERSION);
    expect(yes.phoneConsentVersion).toBe(PHONE_CONSENT_VERSION);
    expect(yes.phoneConsentAt).toBeInstanceOf(Date);
    // The e-mail consent alone: no SMS or calls.
    await send(formPost({ ...valid, email: "sms.no@example.com", phone: "+48 500 600 701" }));
    const no = await row("sms.no@example.com");
    expect(no.consentVersion).toBe(NEWSLETTER_CONSENT_VERSION);
    expect([no.phoneConsentAt, no.phoneConsentVersion]).toEqual([null, null]);
    // Ticked without a number: nothing to consent for.
    await send(formPost({ ...valid, email: "sms.nophone@example.com", phoneConsent: "on" }));
    expect((await row("sms.nophone@example.com")).phoneConsentVersion).toBeNull();
    // The SMS tick alone never subscribes: the e-mail consent stays required.
    const alone = await send(
      formPost({
        name: "Ola",
        email: "sms.alone@example.com",
        region: "all",
        phone: "+48 500 600 702",
        phoneConsent: "on",
      }),
    );
    expect(alone.status).toBe(400);
    expect(await count("sms.alone@example.com")).toBe(0);
  });

  it("refuses another site's post (same origin check as the API)", async () => {
    const res = await send(formPost(valid, { origin: "https://evil.example" }));
    expect(res.status).toBe(403);
    expect(res.posted.body.error).toBe("forbidden_origin");
    expect(await count(valid.email)).toBe(0);
  });

  it("answers a filled honeypot like a success and stores nothing", async () => {
    const res = await send(formPost({ ...valid, website: "https://spam.example" }));
    expect(res.posted.status).toBe(201);
    expect(await count(valid.email)).toBe(0);
  });

  it("shares the API's rate limit: 10 sign-ups per network in 10 minutes, then 429 with Retry-After", async () => {
    const ip = "192.0.2.77";
    for (let i = 0; i < 10; i++) {
      const r = await send(formPost({ ...valid, email: `limit${i}@example.com` }), ip);
      expect(r.posted.status).toBe(201);
    }
    const over = await send(formPost({ ...valid, email: "limit10@example.com" }), ip);
    expect(over.status).toBe(429);
    expect(new Headers(over.init?.headers).get("retry-after")).toMatch(/^\d+$/);
    expect(subscribeNotice(429, over.posted.body, newsletterMessages.pl)?.text).toBe(
      over.posted.body.message,
    );
  });
});

it("reads any answer of the service: a new 2xx status by its texts or as a sign-up; errors as the catalogue's failure", () => {
  const t = newsletterMessages.en;
  expect(subscribeNotice(202, { status: "confirmation_sent" }, t)).toEqual({
    kind: "success",
    title: "Check your inbox",
    text: t.confirmText,
  });
  expect(subscribeNotice(202, { status: "something_new" }, t)).toMatchObject({
    kind: "success",
    title: "Thank you for subscribing!",
  });
  expect(subscribeNotice(503, { error: "service_unavailable" }, t)).toEqual({
    kind: "error",
    title: "An error occurred",
    text: "Failed to subscribe to newsletter. Please try again.",
  });
});

it("issue 45, item 7: invalid fields get no generic failure of their own; a 400 without them still does", () => {
  const t = newsletterMessages.pl;
  expect(
    subscribeNotice(
      400,
      { error: "validation_error", fieldErrors: { name: "Imię musi mieć co najmniej 2 znaki" } },
      t,
    ),
  ).toBeNull();
  expect(subscribeNotice(400, { error: "bad_request" }, t)).toMatchObject({
    kind: "error",
    title: "Wystąpił błąd",
  });
});
