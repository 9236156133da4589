import { describe, expect, it } from "vitest";
import { enquiryMessages } from "./messages";
import { replyTemplate } from "./reply-template";

describe("enquiry copy", () => {
  it("Polish plurals of the unread count and the list count", () => {
    const t = enquiryMessages.pl;
    expect([1, 2, 4, 5, 11, 12, 14, 21, 22, 25, 102].map(t.unread)).toEqual([
      "1 nowe",
      "2 nowe",
      "4 nowe",
      "5 nowych",
      "11 nowych",
      "12 nowych",
      "14 nowych",
      "21 nowych",
      "22 nowe",
      "25 nowych",
      "102 nowe",
    ]);
    expect([0, 1, 3, 5, 13, 23].map(t.count)).toEqual([
      "0 zapytań",
      "1 zapytanie",
      "3 zapytania",
      "5 zapytań",
      "13 zapytań",
      "23 zapytania",
    ]);
    expect(enquiryMessages.en.count(1)).toBe("1 enquiry");
    expect(enquiryMessages.en.unread(3)).toBe("3 new");
  });

  it("the reply template follows the visitor's language and spells the date out", () => {
    const e = { id: 42, name: "Ewa Wiśniewska", event_date: "2026-07-04" };
    // Issue 34, item 2: the signature gives the saved phone and e-mail, not the defaults.
    const saved = { phone: "+48 601 222 333", email: "biuro@example.pl" };
    const pl = replyTemplate(e, "pl", saved);
    expect(pl.subject).toBe("Odpowiedź na Twoje zapytanie nr 42");
    expect(pl.body.startsWith("Dzień dobry,\n\n")).toBe(true);
    expect(pl.body).toContain("zapytanie o rejs 4 lipca 2026 r.");
    expect(pl.body).toContain("Pozdrawiamy\nZespół ");
    expect(pl.body).toMatch(/\n\+48 601 222 333\nbiuro@example\.pl$/);
    expect(pl.body).not.toContain("500 600 700");
    const en = replyTemplate(e, "en", saved);
    expect(en.subject).toBe("Re: your enquiry no. 42");
    expect(en.body).toContain(
      "Hello Ewa Wiśniewska,\n\nThank you for your enquiry about a cruise on 4 July 2026.",
    );
    expect(en.body).toContain("Kind regards,");
    expect(en.body).toMatch(/\n\+48 601 222 333\nbiuro@example\.pl$/);
  });
});
