import { describe, expect, it } from "vitest";
import { buildVCard, escapeVCardText } from "./vcard";

const card = buildVCard({
  name: "RIB Warsaw",
  organisation: "RIB Warsaw sp. z o.o.",
  phone: "+48500600700",
  email: "kontakt@ribwarsaw.pl",
  website: "https://ribwarsaw.pl",
  note: "Rejsy po Wiśle, Zegrze; Gdańsk\nwkrótce",
  address: {
    street: "ul. Wybrzeże Kościuszkowskie 20",
    city: "Warszawa",
    postalCode: "00-390",
    country: "Polska",
  },
});

describe("buildVCard", () => {
  it("is a vCard 3.0 with CRLF lines, begin and end", () => {
    const lines = card.split("\r\n");
    expect(lines[0]).toBe("BEGIN:VCARD");
    expect(lines[1]).toBe("VERSION:3.0");
    expect(lines.at(-2)).toBe("END:VCARD");
    expect(card.replace(/\r\n/g, "")).not.toContain("\n");
  });

  it("carries name, organisation, a WhatsApp-capable mobile, e-mail, website and note", () => {
    expect(card).toContain("FN:RIB Warsaw\r\n");
    expect(card).toContain("ORG:RIB Warsaw sp. z o.o.\r\n");
    expect(card).toContain("TEL;TYPE=CELL,VOICE:+48500600700\r\n");
    expect(card).toContain("X-WHATSAPP:+48500600700\r\n");
    expect(card).toContain("IMPP;X-SERVICE-TYPE=WhatsApp:whatsapp:+48500600700\r\n");
    expect(card).toContain("EMAIL;TYPE=INTERNET:kontakt@ribwarsaw.pl\r\n");
    expect(card).toContain("URL:https://ribwarsaw.pl\r\n");
    expect(card).toContain("NOTE:Rejsy po Wiśle\\, Zegrze\\; Gdańsk\\nwkrótce\r\n");
  });

  it("escapes backslashes, commas, semicolons and newlines in text values", () => {
    expect(escapeVCardText("a\\b,c;d\ne")).toBe("a\\\\b\\,c\\;d\\ne");
  });
});
