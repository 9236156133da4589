import { eq } from "drizzle-orm";
import { afterEach, beforeAll, expect, it } from "vitest";
import { describeEachDb } from "../../../../tests/support/test-db";
import { useTestEnv } from "../../../../tests/support/api-test-helpers";
import { createEventBooking } from "~/features/event-booking/booking.server";
import { subscribe } from "~/features/newsletter/subscribe.server";
import { copyPage, saveCopy } from "~/features/page-copy/page-copy.server";
import { issueForSession } from "~/features/vouchers/orders.server";
import { ApiError } from "~/lib/api.server";
import { getDb, schema } from "~/lib/db.server";
import { COPY_PAGES } from "./content-pages.server";
import { mailWindWarnings } from "./wind-warnings.server";

/**
 * Issue 45, item 20 (decision 435): the e-mails the site sends on its own are reworded in the
 * Texts tab (page `emails`), keep their placeholders, and go out in the new words.
 */
beforeAll(() => useTestEnv({ RATE_LIMITS: "off" }));
const actor = { id: "admin-1", email: "boss@rib.example" };

async function outbox(kind: string, to?: string) {
  const rows = await getDb()
    .select()
    .from(schema.emailOutbox)
    .where(eq(schema.emailOutbox.kind, kind));
  return rows.filter((r) => !to || r.toAddress === to);
}

const EDITED = [
  "emails.enquiry.intro",
  "emails.enquiry.subject",
  "emails.welcome.heading",
  "emails.voucherBuyer.subject",
  "emails.voucherRecipient.intro",
  "emails.wind.subject",
];

describeEachDb("e-mail texts in the Texts tab", () => {
  afterEach(async () => {
    for (const key of EDITED) await saveCopy(actor, COPY_PAGES, key, { pl: null, en: null }, "pl");
  });

  it("the Texts tab lists the e-mails' texts with their placeholders; an edit that drops one is refused", async () => {
    const page = await copyPage(COPY_PAGES.find((p) => p.id === "emails")!);
    const keys = page.items.map((i) => i.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        "emails.welcome.subject",
        "emails.enquiry.intro",
        "emails.reactivation.body",
        "emails.voucherBuyer.subject",
        "emails.voucherRecipient.intro",
        "emails.wind.text",
      ]),
    );
    // The legal texts of the voucher e-mail are not offered.
    expect(keys.some((k) => /withdraw|form/.test(k))).toBe(false);
    const subject = page.items.find((i) => i.key === "emails.voucherBuyer.subject")!;
    expect(subject.defaultPl).toContain("{code}");
    await expect(
      saveCopy(actor, COPY_PAGES, "emails.voucherBuyer.subject", { pl: "Twój bon" }, "pl"),
    ).rejects.toSatisfy(
      (e) =>
        e instanceof ApiError &&
        e.status === 400 &&
        /\{code\}/.test(String((e.extra.fieldErrors as Record<string, string>).pl)),
    );
    await expect(
      saveCopy(actor, COPY_PAGES, "emails.wind.text", { en: "Windy" }, "en"),
    ).rejects.toSatisfy(
      (e) =>
        e instanceof ApiError &&
        /\{line\}, \{url\}/.test(String((e.extra.fieldErrors as Record<string, string>).en)),
    );
  });

  it("an enquiry's confirmation goes out in the edited words, in both languages", async () => {
    await saveCopy(
      actor,
      COPY_PAGES,
      "emails.enquiry.intro",
      {
        pl: "Mamy Twoje zapytanie – odezwiemy się jutro.",
        en: "We have your enquiry and will write back tomorrow.",
      },
      "pl",
    );
    await saveCopy(
      actor,
      COPY_PAGES,
      "emails.enquiry.subject",
      { pl: "Zapytanie nr {id} przyjęte", en: "Enquiry {id} received" },
      "pl",
    );
    const input = {
      name: "Anna Nowak",
      phone: "+48 601 000 111",
      date: "2030-06-01",
      timeFrom: "18:00",
      timeTo: "20:00",
      description: "Urodziny",
    };
    const pl = await createEventBooking({ ...input, email: "texts.pl@example.com" }, "pl", "");
    const en = await createEventBooking({ ...input, email: "texts.en@example.com" }, "en", "");
    const [mailPl] = await outbox("booking-confirmation", "texts.pl@example.com");
    const [mailEn] = await outbox("booking-confirmation", "texts.en@example.com");
    expect(mailPl!.subject).toBe(`Zapytanie nr ${pl.id} przyjęte`);
    expect(mailPl!.textBody).toContain("Mamy Twoje zapytanie – odezwiemy się jutro.");
    expect(mailPl!.html).toContain("Mamy Twoje zapytanie – odezwiemy się jutro.");
    expect(mailEn!.subject).toBe(`Enquiry ${en.id} received`);
    expect(mailEn!.textBody).toContain("We have your enquiry and will write back tomorrow.");
    // The rest keeps its default words, e-mail spelt as the site spells it.
    expect(mailEn!.textBody).toMatch(/To reach us: phone .+, e-mail /);
  });

  it("the welcome e-mail's heading keeps its {name}", async () => {
    await saveCopy(
      actor,
      COPY_PAGES,
      "emails.welcome.heading",
      { pl: "Ahoj, {name}! Witamy na pokładzie!", en: "Ahoy {name}, welcome aboard!" },
      "pl",
    );
    const base = {
      name: "Ola",
      phone: undefined,
      consent: true,
      whatsappGroup: false,
      region: "warsaw",
    } as const;
    await subscribe({ ...base, email: "welcome.pl@example.com" }, "pl");
    await subscribe({ ...base, email: "welcome.en@example.com" }, "en");
    const [pl] = await outbox("welcome", "welcome.pl@example.com");
    const [en] = await outbox("welcome", "welcome.en@example.com");
    expect(pl!.textBody).toContain("Ahoj, Ola! Witamy na pokładzie!");
    expect(en!.textBody).toContain("Ahoy Ola, welcome aboard!");
  });

  it("the voucher e-mails and the wind warning go out in the edited words", async () => {
    await saveCopy(
      actor,
      COPY_PAGES,
      "emails.voucherBuyer.subject",
      { pl: "Bon {code} – dziękujemy!", en: "Voucher {code} – thank you!" },
      "pl",
    );
    await saveCopy(
      actor,
      COPY_PAGES,
      "emails.voucherRecipient.intro",
      { pl: "{from} ma dla Ciebie rejs!", en: "{from} has a cruise for you!" },
      "pl",
    );
    for (const lang of ["pl", "en"] as const) {
      const sessionId = `cs_texts_${lang}_${Date.now()}`;
      const [order] = await getDb()
        .insert(schema.voucherOrders)
        .values({
          kind: "value",
          amountGrosze: 20_000,
          buyerName: "Ewa",
          buyerEmail: `buyer.${lang}@example.com`,
          recipientName: "Jan",
          recipientEmail: `gift.${lang}@example.com`,
          lang,
          stripeSessionId: sessionId,
        })
        .returning();
      expect(
        await issueForSession({
          id: sessionId,
          metadata: { orderId: String(order!.id) },
          client_reference_id: null,
          payment_status: "paid",
          payment_intent: `pi_texts_${lang}`,
        }),
      ).toBe("issued");
      const [v] = await getDb()
        .select()
        .from(schema.vouchers)
        .where(eq(schema.vouchers.orderId, order!.id));
      const code = `${v!.code.slice(0, 4)}-${v!.code.slice(4, 8)}-${v!.code.slice(8)}`;
      const [buyer] = await outbox("voucher-buyer", `buyer.${lang}@example.com`);
      const [gift] = await outbox("voucher-recipient", `gift.${lang}@example.com`);
      expect(buyer!.subject).toBe(
        lang === "pl" ? `Bon ${code} – dziękujemy!` : `Voucher ${code} – thank you!`,
      );
      expect(gift!.textBody).toContain(
        lang === "pl" ? "Ewa ma dla Ciebie rejs!" : "Ewa has a cruise for you!",
      );
    }

    await saveCopy(actor, COPY_PAGES, "emails.wind.subject", { pl: "Uwaga, wieje! {line}" }, "pl");
    await mailWindWarnings(
      [
        {
          location: "zegrze",
          day: "2030-07-02",
          from: "14:00",
          until: "18:00",
          maxGustKmh: 48,
          limitKmh: 35,
        },
      ],
      new Date("2030-07-01T10:00:00Z"),
    );
    const [wind] = await outbox("wind-warning");
    expect(wind!.subject).toBe(
      "Uwaga, wieje! Jutro (2 lipca) 14:00–18:00 na Zegrzu porywy do 48 km/h, limit 35",
    );
  });
});
