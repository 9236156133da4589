import { describe, expect, it } from "vitest";
import { eventInquiry } from "./inquiry";

function decode(href: string) {
  const url = new URL(href);
  return {
    to: url.pathname,
    subject: url.searchParams.get("subject"),
    body: url.searchParams.get("body") ?? "",
  };
}

describe("eventInquiry", () => {
  it("prefills a Polish bachelorette inquiry with type, people, date and location", () => {
    const { href } = eventInquiry("pl", "bachelorette", "kontakt@ribwarsaw.pl");
    const m = decode(href);
    expect(m.to).toBe("kontakt@ribwarsaw.pl");
    expect(m.subject).toContain("Wieczór panieński");
    expect(m.body).toContain("Rodzaj wydarzenia: wieczór panieński");
    expect(m.body).toContain("Liczba osób:");
    expect(m.body).toContain("Preferowana data:");
    expect(m.body).toContain("Lokalizacja (Warszawa / Zegrze):");
    expect(m.body).not.toContain("Nazwa firmy");
  });

  it("adds the company name and the four locations for corporate events, in English", () => {
    const m = decode(eventInquiry("en", "corporate", "kontakt@ribwarsaw.pl").href);
    expect(m.subject).toBe("Corporate cruise – request for an offer");
    expect(m.body).toContain("Event type: corporate cruise / team building");
    expect(m.body).toContain("Company name:");
    expect(m.body).toContain("Location (Warsaw / Zegrze / Giżycko / Gdańsk):");
  });

  it("encodes spaces and line breaks so mail clients keep the layout", () => {
    const { href } = eventInquiry("pl", "bachelor", "kontakt@ribwarsaw.pl");
    expect(href).toContain("%0A");
    expect(href).not.toMatch(/\s/);
  });
});
