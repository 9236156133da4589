import { describe, expect, it } from "vitest";
import { newsletterSchema } from "./schema";

function errors(lang: "pl" | "en", input: unknown) {
  const r = newsletterSchema(lang).safeParse(input);
  if (r.success) return {};
  return Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe("newsletterSchema", () => {
  it("accepts the minimum and fills the defaults", () => {
    const r = newsletterSchema("pl").parse({
      name: " Jan ",
      email: " Jan@Example.com ",
      consent: true,
      extra: 1,
    });
    expect(r).toEqual({
      name: "Jan",
      email: "Jan@Example.com",
      whatsappGroup: false,
      consent: true,
      phoneConsent: false,
      region: "warsaw",
      phone: undefined,
    });
  });

  it("treats an empty phone as absent and keeps a given one", () => {
    expect(
      newsletterSchema("en").parse({ name: "Jo", email: "a@b.pl", consent: true, phone: "  " })
        .phone,
    ).toBeUndefined();
    expect(
      newsletterSchema("en").parse({
        name: "Jo",
        email: "a@b.pl",
        consent: true,
        phone: "+48 500 600 700",
      }).phone,
    ).toBe("+48 500 600 700");
  });

  it("accepts region all for the promotional page and rejects unknown regions", () => {
    expect(
      newsletterSchema("en").parse({ name: "Jo", email: "a@b.pl", consent: true, region: "all" })
        .region,
    ).toBe("all");
    expect(
      newsletterSchema("en").safeParse({
        name: "Jo",
        email: "a@b.pl",
        consent: true,
        region: "mars",
      }).success,
    ).toBe(false);
  });

  it("gives the product spec's English messages", () => {
    expect(errors("en", { name: "J", email: "nope", consent: false })).toEqual({
      name: "Name must be at least 2 characters",
      email: "Invalid email address",
      consent: "You must consent to data processing",
    });
  });

  it("gives the Polish messages, also for missing fields", () => {
    expect(errors("pl", {})).toEqual({
      name: "Imię musi mieć co najmniej 2 znaki",
      email: "Nieprawidłowy adres e-mail",
      consent: "Musisz wyrazić zgodę na przetwarzanie danych",
    });
  });

  it("requires consent to be exactly true", () => {
    expect(errors("en", { name: "Jo", email: "a@b.pl", consent: "true" }).consent).toBe(
      "You must consent to data processing",
    );
  });
});
