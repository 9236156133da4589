import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, expect, it } from "vitest";
import { describeEachDb } from "../../../tests/support/test-db";
import { postToEndpoint, useTestEnv } from "../../../tests/support/api-test-helpers";
import { resetEnvCache } from "~/lib/env.server";
import { getDb, schema } from "~/lib/db.server";
import { eventBookingEndpoint, inboxCruises } from "~/routes/enquiry-cruises.server";
import { getEnquiry, listEnquiries } from "~/features/enquiries/enquiries.server";
import { invalidateCruises } from "~/features/cruises/catalogue.server";
import { FUTURE_DATE } from "../../../tests/support/dates";
import { DEFAULT_SETTINGS, flatten } from "~/lib/site-data/settings";
import { saveSettings } from "~/features/site-admin/site-admin.server";

const valid = {
  name: "Piotr Zieliński",
  phone: "600700800",
  email: "piotr@example.com",
  date: FUTURE_DATE,
  timeFrom: "17:00",
  timeTo: "18:30",
  description: "Wieczór kawalerski, 8 osób.",
  language: "pl",
};
let ipSeq = 0;
const freshIp = () => `100.64.0.${++ipSeq}`;

beforeAll(() => useTestEnv());

describeEachDb("POST /api/event-bookings", () => {
  beforeEach(async () => {
    await getDb().delete(schema.emailOutbox);
    await getDb().delete(schema.eventBookings);
  });

  it("stores the request and queues both e-mails, answering 201 {id}; unknown fields are ignored", async () => {
    const res = await postToEndpoint(
      eventBookingEndpoint,
      "/api/event-bookings",
      { ...valid, id: 999, isAdmin: true },
      { ip: freshIp() },
    );
    expect(res.status).toBe(201);
    expect(Object.keys(res.json)).toEqual(["id"]);
    const rows = await getDb().select().from(schema.eventBookings);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).toBe(res.json.id);
    const mails = await getDb().select().from(schema.emailOutbox);
    expect(mails.map((m) => m.kind).sort()).toEqual(["booking-confirmation", "booking-operator"]);
  });

  it("an enquiry about a published cruise stores its key; the inbox and both e-mails name it (decision 351)", async () => {
    const res = await postToEndpoint(
      eventBookingEndpoint,
      "/api/event-bookings",
      { ...valid, cruise: "zegrze_60min", language: "en" },
      { ip: freshIp() },
    );
    expect(res.status).toBe(201);
    const [row] = await getDb().select().from(schema.eventBookings);
    expect(row!.cruiseKey).toBe("zegrze_60min");
    const enquiry = await getEnquiry(res.json.id as number, inboxCruises);
    expect(enquiry!.cruise).toMatchObject({
      key: "zegrze_60min",
      name_pl: "Zegrze 60 min – Prawdziwa wyprawa",
      location: "zegrze",
    });
    const list = await listEnquiries({ page: 1 }, 20, inboxCruises);
    expect(list.items[0]!.cruise?.key).toBe("zegrze_60min");
    const mails = await getDb().select().from(schema.emailOutbox);
    const operator = mails.find((m) => m.kind === "booking-operator")!;
    const visitor = mails.find((m) => m.kind === "booking-confirmation")!;
    expect(operator.subject).toMatch(/^Zapytanie o rejs #\d+: Zegrze 60 min – Prawdziwa wyprawa, /);
    for (const body of [operator.html, operator.textBody]) {
      expect(body).toContain("Zegrze 60 min – Prawdziwa wyprawa");
      expect(body).not.toContain("Prawdziwa wyprawa (Zegrze)");
    }
    for (const body of [visitor.html, visitor.textBody])
      expect(body).toContain(
        "We have received your enquiry about a date for the cruise Private 60-minute cruise – Prawdziwa wyprawa (Zegrze).",
      );
    // An event enquiry names no cruise.
    await postToEndpoint(eventBookingEndpoint, "/api/event-bookings", valid, { ip: freshIp() });
    const event = (await listEnquiries({ page: 1 }, 20, inboxCruises)).items.find(
      (e) => e.id !== res.json.id,
    )!;
    expect(event.cruise).toBeNull();
  });

  it("refuses a cruise that is not published, or no cruise's key (400 on `cruise`)", async () => {
    const [c60] = await getDb()
      .select()
      .from(schema.cruises)
      .where(eq(schema.cruises.key, "60min"));
    await getDb()
      .update(schema.cruises)
      .set({ published: false })
      .where(eq(schema.cruises.id, c60!.id));
    invalidateCruises();
    try {
      for (const [cruise, lang, message] of [
        ["60min", "pl", "Nie ma takiego rejsu w ofercie"],
        ["krakow_30min", "en", "There is no such cruise on offer"],
        ["Zegrze 30", "pl", "Nie ma takiego rejsu w ofercie"],
      ] as const) {
        const res = await postToEndpoint(
          eventBookingEndpoint,
          "/api/event-bookings",
          { ...valid, cruise, language: lang },
          { ip: freshIp(), headers: { "accept-language": lang } },
        );
        expect(res.status, cruise).toBe(400);
        expect((res.json.fieldErrors as Record<string, string>).cruise).toBe(message);
      }
      expect(await getDb().select().from(schema.eventBookings)).toHaveLength(0);
    } finally {
      await getDb()
        .update(schema.cruises)
        .set({ published: true })
        .where(eq(schema.cruises.id, c60!.id));
      invalidateCruises();
    }
  });

  it("the confirmation to the typed address repeats nothing the visitor typed as free text (security finding 6)", async () => {
    const name = "Mallory Spamowska";
    const description = "Kliknij https://evil.example/wygrana i podaj hasło do banku";
    const res = await postToEndpoint(
      eventBookingEndpoint,
      "/api/event-bookings",
      { ...valid, name, description },
      { ip: freshIp() },
    );
    expect(res.status).toBe(201);
    const [confirmation] = await getDb()
      .select()
      .from(schema.emailOutbox)
      .where(eq(schema.emailOutbox.kind, "booking-confirmation"));
    expect(confirmation!.toAddress).toBe(valid.email);
    for (const part of [confirmation!.subject, confirmation!.html, confirmation!.textBody]) {
      expect(part).not.toContain("Mallory");
      expect(part).not.toContain("evil.example");
    }
    expect(confirmation!.html).toContain("Dziękujemy za zapytanie!");
    // The operator's copy has everything.
    const [operator] = await getDb()
      .select()
      .from(schema.emailOutbox)
      .where(eq(schema.emailOutbox.kind, "booking-operator"));
    expect(operator!.textBody).toContain("evil.example");
    // It links to the enquiry in the panel (opened after sign-in; decision 263).
    expect(operator!.textBody).toMatch(/\/admin\?tab=enquiries&enquiry=\d+/);
    expect(operator!.html).toMatch(/href="https?:\/\/[^"]+\/admin\?tab=enquiries&amp;enquiry=\d+"/);
  });

  it("issue 34, item 2: the confirmation gives the saved phone, WhatsApp and e-mail, in both languages", async () => {
    const actor = { id: "admin-1", email: "admin@example.com" };
    await saveSettings(actor, {
      phone: "+48 601 222 333",
      whatsapp: "+48 602 444 555",
      email: "biuro@example.pl",
    });
    try {
      for (const language of ["pl", "en"] as const) {
        await getDb().delete(schema.emailOutbox);
        const res = await postToEndpoint(
          eventBookingEndpoint,
          "/api/event-bookings",
          { ...valid, language },
          { ip: freshIp() },
        );
        expect(res.status).toBe(201);
        const [mail] = await getDb()
          .select()
          .from(schema.emailOutbox)
          .where(eq(schema.emailOutbox.kind, "booking-confirmation"));
        for (const body of [mail!.html, mail!.textBody]) {
          expect(body).not.toContain("500 600 700");
          expect(body).toContain(
            language === "pl"
              ? "Kontakt z nami: telefon +48 601 222 333, WhatsApp +48 602 444 555, e-mail biuro@example.pl."
              : "To reach us: phone +48 601 222 333, WhatsApp +48 602 444 555, e-mail biuro@example.pl.",
          );
        }
      }
    } finally {
      await saveSettings(actor, flatten(DEFAULT_SETTINGS));
    }
  });

  it("issue 34, item 17: the operator's copy goes to the inbox saved in the panel; OPERATOR_EMAIL wins when set", async () => {
    const actor = { id: "admin-1", email: "admin@example.com" };
    await saveSettings(actor, { enquiryEmail: "zgloszenia@example.pl", email: "biuro@example.pl" });
    const operatorCopy = async () => {
      await getDb().delete(schema.emailOutbox);
      const res = await postToEndpoint(eventBookingEndpoint, "/api/event-bookings", valid, {
        ip: freshIp(),
      });
      expect(res.status).toBe(201);
      const [mail] = await getDb()
        .select()
        .from(schema.emailOutbox)
        .where(eq(schema.emailOutbox.kind, "booking-operator"));
      return mail!.toAddress;
    };
    try {
      useTestEnv({ OPERATOR_EMAIL: undefined });
      expect(await operatorCopy()).toBe("zgloszenia@example.pl");
      await saveSettings(actor, { enquiryEmail: "" });
      expect(await operatorCopy()).toBe("biuro@example.pl");
      useTestEnv({ OPERATOR_EMAIL: "fixed@example.pl" });
      await saveSettings(actor, { enquiryEmail: "zgloszenia@example.pl" });
      expect(await operatorCopy()).toBe("fixed@example.pl");
    } finally {
      useTestEnv();
      await saveSettings(actor, flatten(DEFAULT_SETTINGS));
    }
  });

  it("answers invalid fields with 400 and the messages in the visitor's language", async () => {
    const en = await postToEndpoint(
      eventBookingEndpoint,
      "/api/event-bookings",
      { ...valid, name: "P", description: "short", language: "en" },
      { ip: freshIp() },
    );
    expect(en.status).toBe(400);
    expect(en.json.fieldErrors).toEqual({
      name: "Name must be at least 2 characters",
      description: "Description must be at least 10 characters",
    });
    const pl = await postToEndpoint(
      eventBookingEndpoint,
      "/api/event-bookings",
      { language: "pl" },
      { ip: freshIp() },
    );
    expect(pl.status).toBe(400);
    expect((pl.json.fieldErrors as Record<string, string>).date).toBe("Wybierz datę wydarzenia");
    expect(await getDb().select().from(schema.eventBookings)).toHaveLength(0);
  });

  it("answers malformed JSON with 400", async () => {
    for (const body of ["{", "null", '"text"', ""]) {
      expect(
        (await postToEndpoint(eventBookingEndpoint, "/api/event-bookings", body, { ip: freshIp() }))
          .status,
      ).toBe(400);
    }
  });

  it("answers a filled honeypot like a success and stores nothing", async () => {
    const res = await postToEndpoint(
      eventBookingEndpoint,
      "/api/event-bookings",
      { ...valid, website: "spam" },
      { ip: freshIp() },
    );
    expect(res.status).toBe(201);
    expect(await getDb().select().from(schema.eventBookings)).toHaveLength(0);
    expect(await getDb().select().from(schema.emailOutbox)).toHaveLength(0);
  });

  it("limits each IP to 5 requests in 10 minutes; RATE_LIMITS=off disables it", async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++)
      expect(
        (await postToEndpoint(eventBookingEndpoint, "/api/event-bookings", valid, { ip })).status,
      ).toBe(201);
    const blocked = await postToEndpoint(eventBookingEndpoint, "/api/event-bookings", valid, {
      ip,
    });
    expect(blocked.status).toBe(429);
    expect(blocked.json.message).toBe(
      "Zbyt wiele prób w krótkim czasie. Spróbuj ponownie za kilka minut.",
    );
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(500);
    expect(await getDb().select().from(schema.eventBookings)).toHaveLength(5);

    process.env.RATE_LIMITS = "off";
    resetEnvCache();
    try {
      expect(
        (await postToEndpoint(eventBookingEndpoint, "/api/event-bookings", valid, { ip })).status,
      ).toBe(201);
    } finally {
      process.env.RATE_LIMITS = "on";
      resetEnvCache();
    }
  });
});
