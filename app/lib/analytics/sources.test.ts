import { describe, expect, it } from "vitest";
import { sourceOf, sourceOfHost, sourceOfUtm, utmSourceOf } from "./sources";

describe("visit sources (decision 265)", () => {
  it("maps referrer hosts to the fixed set", () => {
    expect(sourceOf({ referrer: "https://www.google.com/" })).toBe("google");
    expect(sourceOf({ referrer: "https://www.google.pl/search?q=rejsy" })).toBe("google");
    expect(sourceOf({ referrer: "https://www.bing.com/" })).toBe("bing");
    expect(sourceOf({ referrer: "https://l.facebook.com/l.php?u=x" })).toBe("facebook");
    expect(sourceOf({ referrer: "https://m.facebook.com/" })).toBe("facebook");
    expect(sourceOf({ referrer: "https://l.instagram.com/" })).toBe("instagram");
    expect(sourceOf({ referrer: "https://www.tiktok.com/@rib" })).toBe("tiktok");
    expect(sourceOf({ referrer: "https://web.whatsapp.com/" })).toBe("whatsapp");
    expect(sourceOf({ referrer: "https://mail.google.com/mail/u/0/" })).toBe("email");
    expect(sourceOf({ referrer: "android-app://com.google.android.gm/" })).toBe("email");
    expect(sourceOf({ referrer: "https://blog.example.com/post" })).toBe("other");
    expect(sourceOf({ referrer: "https://notgoogle.com/" })).toBe("other");
    expect(sourceOf({ referrer: "" })).toBe("direct");
    expect(sourceOf({ referrer: "not a url" })).toBe("direct");
    expect(
      sourceOf({
        referrer: "https://ribwarsaw.pl/rejsy",
        ownHost: "ribwarsaw.pl",
      }),
    ).toBe("direct");
    expect(sourceOfHost(null)).toBe("direct");
  });

  it("a utm_source wins over the referrer", () => {
    expect(sourceOf({ utmSource: "qr", referrer: "https://www.google.com/" })).toBe("qr");
    expect(sourceOf({ utmSource: "Instagram", referrer: "" })).toBe("instagram");
    expect(sourceOfUtm("newsletter")).toBe("email");
    expect(sourceOfUtm("ig")).toBe("instagram");
    expect(sourceOfUtm("partner-hotel")).toBe("other");
    expect(utmSourceOf("/?utm_source=qr&utm_medium=print")).toBe("qr");
    expect(utmSourceOf("/rejsy")).toBeNull();
  });
});
