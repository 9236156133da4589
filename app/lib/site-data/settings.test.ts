import { describe, expect, it } from "vitest";
import { buildVCard } from "~/features/link-hub/vcard";
import { applyFlat, DEFAULT_SETTINGS, mergeSettings } from "./settings";
import { patchToFlat, settingsPatchSchema } from "~/features/site-admin/settings-schema";

// docs/security.md, issue 31 (third review), finding 6: a lone carriage return in a settings
// field reached the vCard (`ADR;…;Warszawa\rTEL:…`).
describe("control characters in the settings", () => {
  const hostile = {
    phone: "+48 500\r600 700",
    company: {
      name: "RIB\u0000 Warsaw\u0085 sp. z o.o.",
      street: "ul. Wybrzeże 20\u2028Bcc: x@example.com",
      city: "Warszawa\rTEL:+48111222333",
      registryCourt: "Sąd Rejonowy\n\tXII Wydział",
      nip: "526\r025 02 74",
    },
  };

  it("are taken out of every field the PATCH schema reads, before its checks", () => {
    for (const lang of ["pl", "en"] as const) {
      const flat = patchToFlat(settingsPatchSchema(lang).parse(hostile));
      for (const [path, value] of Object.entries(flat))
        // eslint-disable-next-line no-control-regex
        expect(value, path).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/);
      expect(flat["company.city"]).toBe("Warszawa TEL:+48111222333");
      expect(flat["company.registryCourt"]).toBe("Sąd Rejonowy XII Wydział");
      expect(flat["company.nip"]).toBe("5260250274");
      expect(flat.phone).toBe("+48 500 600 700");
      // An address with a line break in it is no address: refused, with the field's message.
      const url = settingsPatchSchema(lang).safeParse({
        social: { facebook: "https://facebook.com/rib\r\nSet-Cookie: x=1" },
      });
      expect(url.success).toBe(false);
      expect(url.error!.issues[0]!.message).toMatch(/https:\/\//);
    }
  });

  it("are taken out of stored values too (saved before this check, or put back by undo)", () => {
    const stored = mergeSettings({ company: { city: "Warszawa\rTEL:+48111222333" } });
    expect(stored.company.city).toBe("Warszawa TEL:+48111222333");
    const applied = applyFlat(DEFAULT_SETTINGS, { "company.street": "a\r\nb" });
    expect(applied.company.street).toBe("a b");
  });

  it("never end a vCard line: a lone CR is escaped like any line break", () => {
    const card = buildVCard({
      name: "RIB",
      organisation: "RIB",
      phone: "+48500600700",
      email: "a@example.com",
      website: "https://example.com",
      note: "x\ry\u0000z",
      address: {
        street: "s",
        city: "Warszawa\rTEL:+48111222333",
        postalCode: "00-001",
        country: "PL",
      },
    });
    // Every CR is the start of a CRLF line ending.
    // eslint-disable-next-line no-control-regex
    expect(card.replace(/\r\n/g, "")).not.toMatch(/[\r\n\u0000]/);
    expect(card).toContain("Warszawa\\nTEL:+48111222333");
  });
});

// Issue 41, finding 7: each social link only on its own network's hosts.
describe("social links", () => {
  const check = (lang: "pl" | "en", social: Record<string, string>) => {
    const r = settingsPatchSchema(lang).safeParse({ social });
    return r.success
      ? {}
      : Object.fromEntries(r.error.issues.map((i) => [i.path.join("."), i.message]));
  };
  it("accept each network's own hosts, with www. or m. in front, and an empty value", () => {
    expect(
      check("pl", {
        facebook: "https://www.facebook.com/ribwarsaw",
        instagram: "https://instagram.com/ribwarsaw",
        tiktok: "https://m.tiktok.com/@ribwarsaw",
        youtube: "https://youtu.be/abc",
      }),
    ).toEqual({});
    expect(
      check("pl", { facebook: "https://fb.com/x", youtube: "https://m.youtube.com/@x" }),
    ).toEqual({});
    expect(check("en", { facebook: "", youtube: "" })).toEqual({});
  });
  it("refuse another host, a look-alike, or another network's host, in the admin's language", () => {
    expect(
      check("pl", {
        facebook: "https://evil.example/facebook.com",
        instagram: "https://instagram.com.evil.example/x",
        tiktok: "https://www.facebook.com/x",
        youtube: "https://notyoutube.com/x",
      }),
    ).toEqual({
      "social.facebook": expect.stringContaining("Facebooku"),
      "social.instagram": expect.stringContaining("Instagramie"),
      "social.tiktok": expect.stringContaining("TikToku"),
      "social.youtube": expect.stringContaining("YouTube"),
    });
    expect(check("en", { facebook: "https://fakefacebook.com/x" })).toEqual({
      "social.facebook":
        "Enter the address of a Facebook page, starting with https://www.facebook.com/",
    });
    expect(check("en", { instagram: "https://a.b.instagram.com/x" })).toEqual({
      "social.instagram": expect.stringContaining("Instagram"),
    });
  });
});

describe("issue 45, items 18 and 19: review links and useful links are settings", () => {
  const parse = (body: unknown) => settingsPatchSchema("en").safeParse(body);

  it("keeps today's links while nothing is saved", () => {
    const s = mergeSettings({});
    expect(s.reviews.tripadvisor).toMatch(/^https:\/\/www\.tripadvisor\.com\//);
    expect(s.usefulLinks).toHaveLength(4);
    expect(s.usefulLinks[0]).toMatchObject({ url: "https://warsawtour.pl" });
  });

  it("takes a review link only on its own service's host, over https", () => {
    expect(
      parse({ reviews: { tripadvisor: "https://www.tripadvisor.co.uk/Attraction-x" } }).success,
    ).toBe(true);
    expect(parse({ reviews: { googleMaps: "https://maps.app.goo.gl/abc" } }).success).toBe(true);
    expect(parse({ reviews: { googleMaps: "https://www.google.com/maps/place/x" } }).success).toBe(
      true,
    );
    for (const reviews of [
      { tripadvisor: "https://evil.example/tripadvisor.com" },
      { tripadvisor: "http://www.tripadvisor.com/x" },
      { getyourguide: "https://getyourguide-fake.com/x" },
      { getyourguide: "https://www.getyourguide.com.evil.example/x" },
      { tripadvisor: "https://tripadvisor.com.evil.de/x" },
      { googleMaps: "https://www.google.com/search?q=x" },
    ]) {
      const r = parse({ reviews });
      expect(r.success, JSON.stringify(reviews)).toBe(false);
    }
  });

  it("an emptied review link is the default one again", () => {
    const saved = applyFlat(DEFAULT_SETTINGS, {
      "reviews.getyourguide": "https://www.getyourguide.com/x",
    });
    expect(saved.reviews.getyourguide).toBe("https://www.getyourguide.com/x");
    expect(applyFlat(saved, { "reviews.getyourguide": "" }).reviews.getyourguide).toBe(
      DEFAULT_SETTINGS.reviews.getyourguide,
    );
  });

  it("takes at most 8 useful links, each with both names and an https address, and stores them as a list", () => {
    const link = { label_pl: "Mapa", label_en: "Map", url: "https://example.com/map" };
    const ok = parse({ usefulLinks: [link] });
    expect(ok.success).toBe(true);
    const flat = patchToFlat(ok.data!);
    expect(applyFlat(DEFAULT_SETTINGS, flat).usefulLinks).toEqual([link]);
    expect(parse({ usefulLinks: Array.from({ length: 9 }, () => link) }).success).toBe(false);
    expect(parse({ usefulLinks: [{ ...link, url: "http://example.com" }] }).success).toBe(false);
    expect(parse({ usefulLinks: [{ ...link, label_en: "" }] }).success).toBe(false);
    expect(
      applyFlat(DEFAULT_SETTINGS, patchToFlat(parse({ usefulLinks: [] }).data!)).usefulLinks,
    ).toEqual([]);
  });
});
