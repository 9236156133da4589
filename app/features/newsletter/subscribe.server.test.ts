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
import { NEWSLETTER_CONSENT_VERSION, PHONE_CONSENT_VERSION } from "./regions";
import { createUnsubscribeToken, UNSUBSCRIBE_TOKEN_VALID_DAYS } from "./unsubscribe-token.server";
import {
  action as reactivatePost,
  loader as reactivateGet,
} from "~/routes/api/newsletter-reactivate";
import { wholeDatabase } from "../../../tests/support/db-dump";
import {
  hashReactivationToken,
  inspectReactivation,
  purgeExpiredReactivations,
  REACTIVATION_MAILS_PER_DAY,
} from "./reactivation.server";
import { reactivateByToken } from "./subscribe.server";

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

  /** Subscribes `email`, then unsubscribes it through the confirmation page's POST. */
  async function unsubscribed(email: string) {
    await postToEndpoint(
      subscribeEndpoint,
      "/api/newsletter/subscribe",
      person(email, { phone: "500600700" }),
      { ip: freshIp() },
    );
    const first = (await rowFor(email))!;
    const token = createUnsubscribeToken(first);
    const un = await postTo(
      unsubscribePost,
      `/api/newsletter/unsubscribe?token=${token}`,
      "confirm=1",
      {
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      },
    );
    expect(un.status).toBe(303);
    expect((await rowFor(email))!.isActive).toBe(false);
    await getDb().delete(emailOutbox);
    return (await rowFor(email))!;
  }

  async function deliver(): Promise<OutgoingMail[]> {
    const sent: OutgoingMail[] = [];
    while (
      (await processOutboxBatch(
        { kind: "file", send: async (m) => void sent.push(m), close() {} },
        { ...DEFAULT_OUTBOX_OPTIONS, pollMs: 10 },
      )) > 0
    );
    return sent;
  }

  const STRANGER = { name: "Stranger", phone: "+48 999 888 777", region: "all", language: "en" };

  // docs/security.md, issue 31 (third review), finding 3; decision 280.
  it("a stranger's sign-up for an unsubscribed address changes no column and sends only a neutral confirmation e-mail", async () => {
    const before = await unsubscribed("back@example.com");
    await new Promise((r) => setTimeout(r, 5));
    const res = await postToEndpoint(
      subscribeEndpoint,
      "/api/newsletter/subscribe",
      person("Back@Example.com", { ...STRANGER, whatsappGroup: true }),
      { ip: freshIp() },
    );
    expect(res.status).toBe(202);
    expect(res.json).toEqual({ status: "confirmation_sent" });
    // Nothing stored about the subscriber changed.
    expect(await rowFor("back@example.com")).toEqual(before);

    // One e-mail, to the address, in the form's language, with no submitted value in it.
    const queued = await getDb().select().from(emailOutbox);
    expect(queued.map((q) => [q.kind, q.toAddress])).toEqual([
      ["newsletter-reactivation", "back@example.com"],
    ]);
    const [mail, ...others] = await deliver();
    expect(others).toEqual([]);
    expect(mail!.subject).toBe("Confirm your new RIB Warsaw newsletter subscription");
    const whole = JSON.stringify(mail);
    for (const value of ["Stranger", "999 888 777", "999888777"])
      expect(whole).not.toContain(value);
    const link = /(https?:\/\/\S+\/api\/newsletter\/reactivate\?token=([\w-]+))/.exec(mail!.text)!;
    expect(link[1]!.startsWith(TEST_SITE_URL)).toBe(true);
    expect(mail!.html).toContain(`href="${link[1]}"`);
    // The token exists only in the e-mail: the database holds its SHA-256.
    expect(await wholeDatabase()).not.toContain(link[2]);
    const [waiting] = await getDb().select().from(schema.newsletterReactivations);
    expect(waiting!.tokenHash).toBe(hashReactivationToken(link[2]!));
    expect(waiting!.expiresAt.getTime() - waiting!.createdAt.getTime()).toBe(7 * 86_400_000);

    // Opening the link changes nothing (mail scanners follow links): a page with a button.
    const ask = await getFrom(reactivateGet, link[1]!);
    expect(ask.status).toBe(200);
    expect(ask.text).toContain('method="post"');
    expect(ask.text).toContain("Yes, subscribe me again");
    expect(ask.headers.get("cache-control")).toBe("no-store");
    // It shows what will be stored, and lets the owner reject it (issue 41, finding 5).
    const shown = /<dl data-pending[^>]*>([\s\S]*?)<\/dl>/.exec(ask.text)?.[1] ?? "";
    for (const value of ["Stranger", "+48 999 888 777", "All locations", "WhatsApp group"])
      expect(shown).toContain(value);
    expect(ask.text).toContain("reject these details");
    expect(await rowFor("back@example.com")).toEqual(before);

    // Its button reactivates with the waiting values, as a sign-up does (docs/product.md §4), consent recorded.
    const done = await postTo(reactivatePost, link[1]!, "confirm=1", {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(done.status).toBe(200);
    expect(done.text).toContain("Done: this address is subscribed again");
    const after = (await rowFor("back@example.com"))!;
    expect(after).toMatchObject({
      id: before.id,
      isActive: true,
      name: "Stranger",
      phone: "+48 999 888 777",
      region: "all",
      language: "en",
      whatsappGroup: true,
      unsubscribedAt: null,
      consentVersion: NEWSLETTER_CONSENT_VERSION,
    });
    expect(after.subscribedAt.getTime()).toBeGreaterThan(before.subscribedAt.getTime());
    expect(after.consentAt!.getTime()).toBeGreaterThan(before.consentAt!.getTime());
    expect(await getDb().select().from(schema.newsletterReactivations)).toEqual([]);
    const welcomes = await getDb()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, "welcome"));
    expect(welcomes.map((w) => w.subject)).toEqual(["Welcome to the RIB Warsaw newsletter!"]);

    // Single use.
    const again = await postTo(reactivatePost, link[1]!, "confirm=1", {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(again.status).toBe(400);
    expect((await getFrom(reactivateGet, link[1]!)).status).toBe(400);
  });

  // Issue 45, item 15 follow-up (decision 436): the separate SMS and phone tick goes through the link.
  it("the SMS and phone consent travels through the confirmation link: shown on its page, stored with its own version on confirm, in both languages", async () => {
    for (const [lang, label, yes, no] of [
      ["pl", "Zgoda na informacje handlowe SMS-em i telefonicznie", "tak", "nie"],
      ["en", "Consent to marketing by text message and phone call", "yes", "no"],
    ] as const) {
      // Ticked, with a number.
      const email = `sms.${lang}@example.com`;
      await unsubscribed(email);
      const res = await postToEndpoint(
        subscribeEndpoint,
        "/api/newsletter/subscribe",
        person(email, { phone: "+48 501 502 503", phoneConsent: true, language: lang }),
        { ip: freshIp() },
      );
      expect(res.json).toEqual({ status: "confirmation_sent" });
      expect((await rowFor(email))!.phoneConsentAt).toBeNull();
      const [mail] = await deliver();
      const link = /(https?:\/\/\S+\/api\/newsletter\/reactivate\?token=[\w-]+)/.exec(
        mail!.text,
      )![1]!;
      const ask = await getFrom(reactivateGet, link);
      const shown = /<dl data-pending[^>]*>([\s\S]*?)<\/dl>/.exec(ask.text)?.[1] ?? "";
      expect(shown).toContain(`${label}</dt><dd style="margin:0 0 .5rem 0">${yes}</dd>`);
      const done = await postTo(reactivatePost, link, "confirm=1", {
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      });
      expect(done.status).toBe(200);
      const after = (await rowFor(email))!;
      expect(after).toMatchObject({
        isActive: true,
        phone: "+48 501 502 503",
        phoneConsentVersion: PHONE_CONSENT_VERSION,
      });
      expect(after.phoneConsentAt!.getTime()).toBeGreaterThanOrEqual(after.subscribedAt.getTime());

      // Not ticked this time (after unsubscribing again): shown as no, and no consent stored.
      await getDb()
        .update(subs)
        .set({ isActive: false, unsubscribedAt: new Date() })
        .where(eq(subs.id, after.id));
      await getDb().delete(emailOutbox);
      await postToEndpoint(
        subscribeEndpoint,
        "/api/newsletter/subscribe",
        person(email, { phone: "+48 501 502 503", language: lang }),
        { ip: freshIp() },
      );
      const [mail2] = await deliver();
      const link2 = /(https?:\/\/\S+\/api\/newsletter\/reactivate\?token=[\w-]+)/.exec(
        mail2!.text,
      )![1]!;
      const shown2 =
        /<dl data-pending[^>]*>([\s\S]*?)<\/dl>/.exec(
          (await getFrom(reactivateGet, link2)).text,
        )?.[1] ?? "";
      expect(shown2).toContain(`${label}</dt><dd style="margin:0 0 .5rem 0">${no}</dd>`);
      await postTo(reactivatePost, link2, "confirm=1", {
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      });
      expect(await rowFor(email)).toMatchObject({
        isActive: true,
        phoneConsentAt: null,
        phoneConsentVersion: null,
      });
    }
  });

  it("the confirmation link expires after 7 days with its waiting values; at most 3 e-mails a day; Polish e-mail and pages", async () => {
    const before = await unsubscribed("later@example.com");
    for (let i = 0; i < 5; i++) {
      const res = await postToEndpoint(
        subscribeEndpoint,
        "/api/newsletter/subscribe",
        person("later@example.com", { name: `Ktoś ${i}` }),
        { ip: freshIp() },
      );
      expect(res.status).toBe(202);
    }
    const mails = await deliver();
    expect(mails).toHaveLength(REACTIVATION_MAILS_PER_DAY);
    expect(mails[0]!.subject).toBe("Potwierdź ponowny zapis do newslettera RIB Warsaw");
    expect(mails[0]!.text).toContain("Link działa przez 7 dni i tylko raz.");
    const token = /reactivate\?token=([\w-]+)/.exec(mails[0]!.text)![1]!;
    const ask = await getFrom(reactivateGet, `/api/newsletter/reactivate?token=${token}`);
    expect(ask.text).toContain("Tak, zapisz mnie ponownie");

    const later = new Date(Date.now() + 7 * 86_400_000 + 60_000);
    expect(await inspectReactivation(token, later)).toEqual({ state: "expired", lang: "pl" });
    expect(await reactivateByToken(token, later)).toEqual({ result: "expired", lang: "pl" });
    expect(await rowFor("later@example.com")).toEqual(before);
    expect(await purgeExpiredReactivations(later)).toBe(REACTIVATION_MAILS_PER_DAY - 1);
    expect(await getDb().select().from(schema.newsletterReactivations)).toEqual([]);
  });

  it("new addresses and active ones still answer as docs/product.md §4 says", async () => {
    const created = await postToEndpoint(
      subscribeEndpoint,
      "/api/newsletter/subscribe",
      person("fresh@example.com"),
      { ip: freshIp() },
    );
    expect(created.status).toBe(201);
    const again = await postToEndpoint(
      subscribeEndpoint,
      "/api/newsletter/subscribe",
      person("fresh@example.com", STRANGER),
      { ip: freshIp() },
    );
    expect(again.status).toBe(409);
    expect(await getDb().select().from(schema.newsletterReactivations)).toEqual([]);
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
  it("the link's page shows the waiting values escaped, and its reject button stores nothing and uses the link (issue 41, finding 5)", async () => {
    const before = await unsubscribed("reject@example.com");
    const res = await postToEndpoint(
      subscribeEndpoint,
      "/api/newsletter/subscribe",
      person("reject@example.com", {
        name: "<b>Obcy</b> Ktoś",
        phone: "+48 111 222 333",
        region: "zegrze",
        language: "pl",
      }),
      { ip: freshIp() },
    );
    expect(res.status).toBe(202);
    const [mail] = await deliver();
    const link = /(https?:\/\/\S+\/api\/newsletter\/reactivate\?token=[\w-]+)/.exec(
      mail!.text,
    )![1]!;
    const ask = await getFrom(reactivateGet, link);
    expect(ask.status).toBe(200);
    const shown = /<dl data-pending[^>]*>([\s\S]*?)<\/dl>/.exec(ask.text)?.[1] ?? "";
    expect(shown).toContain("&lt;b&gt;Obcy&lt;/b&gt; Ktoś");
    expect(shown).not.toContain("<b>");
    expect(shown).toContain("+48 111 222 333");
    expect(shown).toContain("Zegrze");
    expect(ask.text).toContain("To nie ja – odrzuć te dane");
    // GET twice: still nothing changed.
    expect((await getFrom(reactivateGet, link)).status).toBe(200);
    expect(await rowFor("reject@example.com")).toEqual(before);

    const rejected = await postTo(reactivatePost, link, "confirm=0", {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(rejected.status).toBe(200);
    expect(rejected.text).toContain("Odrzucone – nic nie zmieniliśmy");
    expect(await rowFor("reject@example.com")).toEqual(before);
    expect(
      await getDb()
        .select()
        .from(schema.newsletterReactivations)
        .where(eq(schema.newsletterReactivations.subscriberId, before.id)),
    ).toEqual([]);
    // The link is used up: confirming afterwards changes nothing either.
    const late = await postTo(reactivatePost, link, "confirm=1", {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(late.status).toBe(400);
    expect(await rowFor("reject@example.com")).toEqual(before);
  });
});
