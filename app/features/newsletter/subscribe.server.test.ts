import { eq, sql } from "drizzle-orm";
import { beforeAll, beforeEach, expect, it } from "vitest";
import { describeEachDb } from "../../../tests/support/test-db";
import {
  getFrom,
  postTo,
  postToEndpoint,
  TEST_SITE_URL,
  useTestEnv,
} from "../../../tests/support/api-test-helpers";
import { DEFAULT_OUTBOX_OPTIONS, processOutboxBatch } from "~/lib/mail/outbox.server";
import type { OutgoingMail } from "~/lib/mail/transport.server";
import { getDb, schema } from "~/lib/db.server";
import { subscribeEndpoint } from "./subscribe-endpoint.server";
import {
  action as unsubscribePost,
  loader as unsubscribeGet,
} from "~/routes/api/newsletter-unsubscribe";
import { NEWSLETTER_CONSENT_VERSION } from "./regions";
import { createUnsubscribeToken, UNSUBSCRIBE_TOKEN_VALID_DAYS } from "./unsubscribe-token.server";

const { newsletterSubscribers: subs, emailOutbox } = schema;
let ipSeq = 0;
const freshIp = () => `198.51.100.${++ipSeq}`;

const person = (email: string, extra: Record<string, unknown> = {}) => ({
  name: "Jan Nowak",
  email,
  consent: true,
  language: "pl",
  ...extra,
});

async function rowFor(email: string) {
  const [row] = await getDb()
    .select()
    .from(subs)
    .where(sql`lower(${subs.email}) = ${email.toLowerCase()}`);
  return row;
}

beforeAll(() => useTestEnv());

describeEachDb("newsletter subscribe", () => {
  beforeEach(async () => {
    await getDb().delete(emailOutbox);
  });

  it("inserts a new address active, trimmed and lower-cased, with consent time and version", async () => {
    const res = await postToEndpoint(
      subscribeEndpoint,
      "/api/newsletter/subscribe",
      person("  Jan.Nowak@Example.COM ", { phone: "+48 600 700 800" }),
      { ip: freshIp() },
    );
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ status: "subscribed" });
    const row = await rowFor("jan.nowak@example.com");
    expect(row).toMatchObject({
      email: "jan.nowak@example.com",
      name: "Jan Nowak",
      phone: "+48 600 700 800",
      region: "warsaw",
      isActive: true,
      language: "pl",
    });
    expect(row!.consentVersion).toBe(NEWSLETTER_CONSENT_VERSION);
    expect(row!.consentAt).toBeInstanceOf(Date);
    const queued = await getDb().select().from(emailOutbox);
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({
      kind: "welcome",
      toAddress: "jan.nowak@example.com",
      subject: "Witamy w newsletterze RIB Warsaw!",
    });
    expect(queued[0]!.headers).toMatchObject({
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });

  it("answers an active address with already_subscribed and changes nothing, whatever its case", async () => {
    await postToEndpoint(
      subscribeEndpoint,
      "/api/newsletter/subscribe",
      person("active@example.com"),
      { ip: freshIp() },
    );
    const before = await rowFor("active@example.com");
    await getDb().delete(emailOutbox);
    const res = await postToEndpoint(
      subscribeEndpoint,
      "/api/newsletter/subscribe",
      person(" ACTIVE@example.com", { name: "Someone Else", region: "all" }),
      { ip: freshIp() },
    );
    expect(res.status).toBe(409);
    expect(res.json).toEqual({ status: "already_subscribed" });
    expect(await rowFor("active@example.com")).toEqual(before);
    expect(await getDb().select().from(emailOutbox)).toHaveLength(0);
  });

  it("reactivates an unsubscribed address, refreshing name, phone, region and subscribed_at", async () => {
    await postToEndpoint(
      subscribeEndpoint,
      "/api/newsletter/subscribe",
      person("back@example.com", { phone: "500600700" }),
      { ip: freshIp() },
    );
    const first = (await rowFor("back@example.com"))!;
    const token = createUnsubscribeToken(first);
    // Following the link only asks (mail scanners follow links); the page's form POSTs.
    const ask = await getFrom(unsubscribeGet, `/api/newsletter/unsubscribe?token=${token}`);
    expect(ask.status).toBe(200);
    expect(ask.text).toContain('method="post"');
    expect((await rowFor("back@example.com"))!.isActive).toBe(true);
    const un = await postTo(
      unsubscribePost,
      `/api/newsletter/unsubscribe?token=${token}`,
      "confirm=1",
      {
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      },
    );
    expect(un.status).toBe(303);
    expect(un.headers.get("location")).toBe("/newsletter/wypisano");
    expect((await rowFor("back@example.com"))!.isActive).toBe(false);

    await new Promise((r) => setTimeout(r, 5));
    const res = await postToEndpoint(
      subscribeEndpoint,
      "/api/newsletter/subscribe",
      person("Back@Example.com", {
        name: "Janina",
        region: "all",
        language: "en",
      }),
      { ip: freshIp() },
    );
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: "reactivated" });
    const after = (await rowFor("back@example.com"))!;
    expect(after).toMatchObject({
      id: first.id,
      isActive: true,
      name: "Janina",
      phone: null,
      region: "all",
      language: "en",
      unsubscribedAt: null,
    });
    expect(after.subscribedAt.getTime()).toBeGreaterThan(first.subscribedAt.getTime());
    // A new welcome (in English) for the new subscription period.
    const welcomes = await getDb()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, "back@example.com"));
    expect(welcomes.map((w) => w.subject)).toContain("Welcome to the RIB Warsaw newsletter!");
  });

  it("creates exactly one row from fifty concurrent subscriptions of one address", async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        postToEndpoint(
          subscribeEndpoint,
          "/api/newsletter/subscribe",
          person(i % 2 ? "race@example.com" : " RACE@example.com "),
          { ip: `203.0.113.${i}` },
        ),
      ),
    );
    const codes = results.map((r) => r.status).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    const [{ n }] = (
      await getDb().execute(
        sql`select count(*)::int as n from newsletter_subscribers where lower(email) = 'race@example.com'`,
      )
    ).rows as Array<{ n: number }>;
    expect(Number(n)).toBe(1);
    expect(
      await getDb().select().from(emailOutbox).where(eq(emailOutbox.toAddress, "race@example.com")),
    ).toHaveLength(1);
  });

  it("stores region all from the promotional page as its own region", async () => {
    await postToEndpoint(
      subscribeEndpoint,
      "/api/newsletter/subscribe",
      person("promo@example.com", { region: "all" }),
      { ip: freshIp() },
    );
    expect((await rowFor("promo@example.com"))!.region).toBe("all");
  });

  it("changes nothing for a tampered, malformed or unknown token", async () => {
    await postToEndpoint(
      subscribeEndpoint,
      "/api/newsletter/subscribe",
      person("keep@example.com"),
      { ip: freshIp() },
    );
    const row = (await rowFor("keep@example.com"))!;
    const good = createUnsubscribeToken(row);
    const tampered = good.slice(0, -1) + (good.endsWith("A") ? "B" : "A");
    const otherId = `${row.id + 1000}.${good.split(".").slice(1).join(".")}`;
    for (const token of [tampered, otherId, "garbage", ""]) {
      const res = await getFrom(
        unsubscribeGet,
        `/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`,
      );
      expect(res.status).toBe(400);
      expect(res.text).toContain("Nieprawidłowy link wypisania");
      const post = await postTo(
        unsubscribePost,
        `/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`,
        "List-Unsubscribe=One-Click",
        {
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
        },
      );
      expect(post.status).toBe(400);
    }
    expect((await rowFor("keep@example.com"))!.isActive).toBe(true);
    // A token for another address's id does not verify either (the signature covers the e-mail).
    const forged = createUnsubscribeToken({
      id: row.id,
      email: "attacker@example.com",
    });
    expect(
      (await getFrom(unsubscribeGet, `/api/newsletter/unsubscribe?token=${forged}`)).status,
    ).toBe(400);
    expect((await rowFor("keep@example.com"))!.isActive).toBe(true);

    const oneClick = await postTo(
      unsubscribePost,
      `/api/newsletter/unsubscribe?token=${good}`,
      "List-Unsubscribe=One-Click",
      {
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      },
    );
    expect(oneClick.status).toBe(200);
    expect((await rowFor("keep@example.com"))!.isActive).toBe(false);
  });

  it("an expired token changes nothing and explains in both languages; a fresh one works (decision 200)", async () => {
    await postToEndpoint(
      subscribeEndpoint,
      "/api/newsletter/subscribe",
      person("old-link@example.com"),
      { ip: freshIp() },
    );
    const row = (await rowFor("old-link@example.com"))!;
    const expired = createUnsubscribeToken(
      row,
      new Date(Date.now() - (UNSUBSCRIBE_TOKEN_VALID_DAYS + 2) * 86_400_000),
    );
    const url = `/api/newsletter/unsubscribe?token=${encodeURIComponent(expired)}`;
    const pl = await getFrom(unsubscribeGet, url, {
      headers: { "Accept-Language": "pl-PL" },
    });
    expect(pl.status).toBe(410);
    expect(pl.text).toContain("Link do wypisania wygasł");
    expect(pl.text).toContain("Twoja subskrypcja nie została zmieniona");
    expect(pl.text).toContain("mailto:");
    expect(pl.text).not.toContain('method="post"');
    const en = await getFrom(unsubscribeGet, url, {
      headers: { "Accept-Language": "en-GB" },
    });
    expect(en.status).toBe(410);
    expect(en.text).toContain("Unsubscribe link expired");
    expect(en.text).toContain("your subscription has not been changed");
    // The confirmation form's POST and the RFC 8058 one-click POST change nothing either.
    const form = await postTo(unsubscribePost, url, "confirm=1", {
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "Accept-Language": "en",
      },
    });
    expect(form.status).toBe(410);
    expect(form.text).toContain("Unsubscribe link expired");
    const oneClick = await postTo(unsubscribePost, url, "List-Unsubscribe=One-Click", {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(oneClick.status).toBe(410);
    expect(oneClick.json).toMatchObject({ error: "token_expired" });
    expect((await rowFor("old-link@example.com"))!.isActive).toBe(true);

    // A link written 364 days ago still works, for the one-click POST too.
    const fresh = createUnsubscribeToken(
      row,
      new Date(Date.now() - (UNSUBSCRIBE_TOKEN_VALID_DAYS - 1) * 86_400_000),
    );
    const confirm = await getFrom(
      unsubscribeGet,
      `/api/newsletter/unsubscribe?token=${encodeURIComponent(fresh)}`,
    );
    expect(confirm.status).toBe(200);
    expect(confirm.text).toContain("Wypisać Cię z newslettera?");
    const ok = await postTo(
      unsubscribePost,
      `/api/newsletter/unsubscribe?token=${encodeURIComponent(fresh)}`,
      "List-Unsubscribe=One-Click",
      {
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      },
    );
    expect(ok.status).toBe(200);
    expect((await rowFor("old-link@example.com"))!.isActive).toBe(false);
  });

  it("answers bad input with 400, never 500, in the visitor's language", async () => {
    const malformed = await postToEndpoint(
      subscribeEndpoint,
      "/api/newsletter/subscribe",
      "{not json",
      { ip: freshIp() },
    );
    expect(malformed.status).toBe(400);
    const arr = await postToEndpoint(subscribeEndpoint, "/api/newsletter/subscribe", "[1,2]", {
      ip: freshIp(),
    });
    expect(arr.status).toBe(400);
    const invalid = await postToEndpoint(
      subscribeEndpoint,
      "/api/newsletter/subscribe",
      { name: "J", email: "x", consent: false, language: "en" },
      { ip: freshIp() },
    );
    expect(invalid.status).toBe(400);
    expect(invalid.json.fieldErrors).toEqual({
      name: "Name must be at least 2 characters",
      email: "Invalid email address",
      consent: "You must consent to data processing",
    });
    const big = await postToEndpoint(
      subscribeEndpoint,
      "/api/newsletter/subscribe",
      { ...person("big@example.com"), pad: "x".repeat(40_000) },
      { ip: freshIp() },
    );
    expect(big.status).toBe(413);
    expect(await rowFor("big@example.com")).toBeUndefined();
  });

  it("answers a filled honeypot like a success and stores nothing", async () => {
    const res = await postToEndpoint(
      subscribeEndpoint,
      "/api/newsletter/subscribe",
      person("bot@example.com", { website: "http://spam.example" }),
      { ip: freshIp() },
    );
    expect(res.status).toBe(201);
    expect(await rowFor("bot@example.com")).toBeUndefined();
    expect(await getDb().select().from(emailOutbox)).toHaveLength(0);
  });

  it("limits each IP to 10 sign-ups in 10 minutes, with Retry-After and a localized message", async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      const r = await postToEndpoint(
        subscribeEndpoint,
        "/api/newsletter/subscribe",
        person(`limit${i}@example.com`),
        { ip },
      );
      expect(r.status).toBe(201);
    }
    const blocked = await postToEndpoint(
      subscribeEndpoint,
      "/api/newsletter/subscribe",
      person("limit-x@example.com", { language: "en" }),
      { ip },
    );
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(blocked.json.message).toMatch(/Too many attempts/);
    expect(await rowFor("limit-x@example.com")).toBeUndefined();
    // Another IP is unaffected.
    expect(
      (
        await postToEndpoint(
          subscribeEndpoint,
          "/api/newsletter/subscribe",
          person("limit-y@example.com"),
          { ip: freshIp() },
        )
      ).status,
    ).toBe(201);
  });

  it("builds unsubscribe links on PUBLIC_SITE_URL", async () => {
    await postToEndpoint(
      subscribeEndpoint,
      "/api/newsletter/subscribe",
      person("link@example.com"),
      { ip: freshIp() },
    );
    const sent: OutgoingMail[] = [];
    await processOutboxBatch(
      { kind: "file", send: async (m) => void sent.push(m), close() {} },
      { ...DEFAULT_OUTBOX_OPTIONS, pollMs: 10 },
    );
    const mail = sent.find((m) => m.to === "link@example.com");
    expect(mail!.text).toContain(`${TEST_SITE_URL}/api/newsletter/unsubscribe?token=`);
    expect(mail!.headers!["List-Unsubscribe"]).toMatch(
      /^<http:\/\/localhost:3999\/api\/newsletter\/unsubscribe\?token=[\w.-]+>, <mailto:/,
    );
  });
});
