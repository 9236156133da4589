/**
 * The voucher e-mails' wording (issue 45, native reading): the recipient is told where their
 * name and address came from, with the privacy policy linked (art. 14 GDPR); the buyer's
 * withdrawal notice keeps the statutory 14 days apart from the one-click link; no Polish
 * sentence declines a name it cannot decline ("do Anna") or guesses the buyer's gender.
 */
import { describe, expect, it } from "vitest";
import { renderBuyerEmail, renderRecipientEmail, type VoucherMailData } from "./emails.server";

const base = (lang: "pl" | "en"): VoucherMailData => ({
  lang,
  code: "ABCDEFGHJKMN",
  what: "300 PLN",
  expires: lang === "pl" ? "28 listopada 2027" : "28 November 2027",
  buyerName: "Anna Kowalska",
  recipientName: "Jan",
  recipientEmail: "jan@example.com",
  sendDay: lang === "pl" ? "24 grudnia 2026" : "24 December 2026",
  message: null,
  url: `https://rib.example${lang === "pl" ? "/bony-podarunkowe/sprawdz" : "/en/gift-vouchers/check"}?code=ABCD-EFGH-JKMN`,
});

describe("the recipient's e-mail says where their data came from (art. 14 GDPR)", () => {
  it("in Polish, with the Polish privacy policy's address", () => {
    const mail = renderRecipientEmail(base("pl"));
    expect(mail.text).toContain("podała nam osoba, która kupiła bon");
    expect(mail.text).toContain("https://rib.example/polityka-prywatnosci");
    expect(mail.html).toContain("https://rib.example/polityka-prywatnosci");
    expect(mail.text).toContain("Anna Kowalska przesyła Ci bon na rejs motorówką RIB.");
    expect(mail.text).not.toMatch(/podarował\(a\)/);
  });

  it("in English, with the English privacy policy's address", () => {
    const mail = renderRecipientEmail(base("en"));
    expect(mail.text).toContain("The person who bought the voucher gave us your name");
    expect(mail.text).toContain("https://rib.example/en/privacy-policy");
  });
});

describe("the buyer's e-mail", () => {
  it("names the recipient's address without declining the name (Polish)", () => {
    const mail = renderBuyerEmail(base("pl"));
    expect(mail.text).toContain(
      "Bon wyślemy też na adres jan@example.com (Jan) 24 grudnia 2026 o 8:00.",
    );
    expect(mail.text).not.toContain("do Jan ");
  });

  it("gives 14 days to withdraw, the link only while unused, and the unused part refunded after a use", () => {
    const pl = renderBuyerEmail(base("pl")).text;
    expect(pl).toContain(
      "bez podawania przyczyny w ciągu 14 dni od zapłaty. Dopóki bon nie został wykorzystany",
    );
    expect(pl).toContain("zwrócimy niewykorzystaną kwotę");
    const en = renderBuyerEmail(base("en")).text;
    expect(en).toContain("within 14 days of payment. As long as the voucher has not been used");
    expect(en).toContain("we refund the unused amount");
  });
});
