import { describe, expect, it } from "vitest";
import { eventBookingSchema, todayInWarsaw } from "./schema";
import { renderBookingNotification } from "./booking-emails";
import { FUTURE_DATE } from "../../../tests/support/dates";

const valid = {
  name: "  Anna Kowalska ",
  phone: "+48 500 600 700",
  email: " anna@example.com ",
  date: FUTURE_DATE,
  timeFrom: "18:00",
  timeTo: "20:30",
  description: "Wieczór panieński, 6 osób, o zachodzie słońca.",
};

function errors(lang: "pl" | "en", input: unknown) {
  const r = eventBookingSchema(lang).safeParse(input);
  if (r.success) return {};
  return Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe("eventBookingSchema", () => {
  it("accepts a valid request, trims it and drops unknown fields", () => {
    const r = eventBookingSchema("pl").parse({ ...valid, admin: true, language: "pl" });
    expect(r.name).toBe("Anna Kowalska");
    expect(r.email).toBe("anna@example.com");
    expect(r).not.toHaveProperty("admin");
  });

  it("gives the product spec's English messages", () => {
    expect(
      errors("en", {
        name: "A",
        phone: "12",
        email: "nope",
        date: "",
        timeFrom: "",
        timeTo: "",
        description: "short",
      }),
    ).toEqual({
      name: "Name must be at least 2 characters",
      phone: "Please provide a valid phone number",
      email: "Please provide a valid email address",
      date: "Select event date",
      timeFrom: "Provide start time",
      timeTo: "Provide end time",
      description: "Description must be at least 10 characters",
    });
  });

  it("gives the Polish messages", () => {
    expect(errors("pl", {})).toEqual({
      name: "Imię i nazwisko musi mieć co najmniej 2 znaki",
      phone: "Podaj prawidłowy numer telefonu",
      email: "Podaj prawidłowy adres e-mail",
      date: "Wybierz datę wydarzenia",
      timeFrom: "Podaj godzinę rozpoczęcia",
      timeTo: "Podaj godzinę zakończenia",
      description: "Opis musi mieć co najmniej 10 znaków",
    });
  });

  it("applies the length limits after trimming", () => {
    expect(errors("en", { ...valid, name: "  A  " }).name).toBe(
      "Name must be at least 2 characters",
    );
    expect(errors("en", { ...valid, name: "x".repeat(101) }).name).toBeDefined();
    expect(errors("en", { ...valid, phone: "1".repeat(21) }).phone).toBe(
      "Please provide a valid phone number",
    );
    expect(errors("en", { ...valid, email: `${"a".repeat(250)}@example.com` }).email).toBe(
      "Please provide a valid email address",
    );
    expect(errors("en", { ...valid, description: "x".repeat(501) }).description).toBeDefined();
    expect(errors("en", { ...valid, description: "   too short   " }).description).toBe(
      "Description must be at least 10 characters",
    );
  });

  it("refuses dates that are not in the calendar or are earlier than today in Warsaw", () => {
    expect(errors("en", { ...valid, date: "2027-02-30" }).date).toBe("Select event date");
    expect(errors("pl", { ...valid, date: "2027-13-01" }).date).toBe("Wybierz datę wydarzenia");
    expect(errors("en", { ...valid, date: "2020-06-12" }).date).toBe(
      "Choose today or a later date",
    );
    expect(errors("pl", { ...valid, date: "2020-06-12" }).date).toBe(
      "Wybierz dzisiejszą lub późniejszą datę",
    );
    expect(errors("en", { ...valid, date: todayInWarsaw() })).toEqual({});
  });

  it("takes today from Warsaw's calendar, not the server's clock zone", () => {
    // 23:30 UTC on 31 Dec is already 1 Jan in Warsaw (UTC+1 in winter).
    expect(todayInWarsaw(new Date("2026-12-31T23:30:00Z"))).toBe("2027-01-01");
    expect(todayInWarsaw(new Date("2026-07-01T21:59:00Z"))).toBe("2026-07-01");
  });

  it("rejects values of the wrong type with the field's message", () => {
    expect(errors("en", { ...valid, name: 42, date: "12/06/2027", timeFrom: "25:00" })).toEqual({
      name: "Name must be at least 2 characters",
      date: "Select event date",
      timeFrom: "Provide start time",
    });
  });
});

describe("a multi-line name (issue 41, finding 7)", () => {
  const name = "Anna\r\nBcc: victim@example.com\n\nTo: x@example.com\u2028Cc: y\tz\u0085";
  it("is stored on one line", () => {
    const r = eventBookingSchema("pl").parse({ ...valid, name, phone: "+48 500\n600 700" });
    expect(r.name).toBe("Anna Bcc: victim@example.com To: x@example.com Cc: y z");
    expect(r.phone).toBe("+48 500 600 700");
  });
  it("writes no line of its own into the operator's e-mail, even from a row stored before", () => {
    const mail = renderBookingNotification(
      {
        id: 7,
        name,
        phone: "+48 500 600 700",
        email: "anna@example.com",
        date: FUTURE_DATE,
        timeFrom: "18:00",
        timeTo: "20:30",
        description: "Wieczór panieński, 6 osób.",
        language: "pl",
      } as Parameters<typeof renderBookingNotification>[0],
      "https://example.com",
    );
    for (const body of [mail.text, mail.html])
      expect(body.split(/\r?\n|<br\s*\/?>/).filter((l) => /^\s*(Bcc|Cc|To):/i.test(l))).toEqual([]);
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });
});
