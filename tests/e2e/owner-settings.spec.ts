/**
 * Issue 45 ("rough edges, round 2"), what the operator's settings and texts change: the
 * company's registration in every e-mail's footer and on /contact (item 12), the link hub's
 * review links and the footer's useful links (items 18, 19), and an e-mail reworded in the
 * Texts tab (item 20), each read where a visitor or recipient reads it. Stateful: it changes
 * settings and puts them back.
 */
import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { E2E } from "./env";
import { expect, test, uniqueIp, waitForMail } from "./fixtures";

test.describe.configure({ mode: "serial" });

let admin: APIRequestContext;

test.beforeAll(async () => {
  admin = await playwrightRequest.newContext({
    baseURL: E2E.baseURL,
    extraHTTPHeaders: { Origin: E2E.baseURL, "X-Forwarded-For": uniqueIp() },
  });
  const res = await admin.post("/api/auth/sign-in/email", {
    data: { email: E2E.adminEmail, password: E2E.adminPassword },
  });
  expect(res.status(), await res.text()).toBe(200);
});

test.afterAll(async () => {
  await admin.dispose();
});

async function patchSettings(body: unknown) {
  const res = await admin.patch("/api/admin/settings", { data: body });
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}

/** A public page as an anonymous visitor in `lang` gets it. */
async function publicHtml(path: string, lang: "pl" | "en" = "pl"): Promise<string> {
  const res = await fetch(`${E2E.baseURL}${path}`, {
    headers: { Cookie: `preferred-language=${lang}`, "X-Forwarded-For": uniqueIp() },
  });
  expect(res.status, path).toBe(200);
  // React's text separators ("Sąd rejestrowy<!-- -->: <!-- -->…") are not what a reader sees.
  return (await res.text()).replace(/<!-- -->/g, "");
}

async function subscribe(email: string, language: "pl" | "en") {
  const res = await fetch(`${E2E.baseURL}/api/newsletter/subscribe`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Origin: E2E.baseURL,
      "X-Forwarded-For": uniqueIp(),
    },
    body: JSON.stringify({ name: "Ola", email, region: "all", consent: true, language }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
}

const COMPANY = {
  nip: "1234563218",
  regon: "123456785",
  krs: "0000123456",
  registryCourt: "Sąd Rejonowy dla m.st. Warszawy w Warszawie, XIII Wydział Gospodarczy KRS",
  shareCapital: "5 000,00 zł",
};

test("item 12: with the details entered, every e-mail's footer names the court, KRS, NIP and capital; /contact adds the court and the capital", async () => {
  await patchSettings({ company: COMPANY });
  try {
    // The settings are read through a 2 s snapshot.
    await expect
      .poll(async () => publicHtml("/contact"), { timeout: 10_000 })
      .toContain("Sąd rejestrowy: Sąd Rejonowy dla m.st. Warszawy");
    const contact = await publicHtml("/contact");
    expect(contact).toContain("Kapitał zakładowy: 5 000,00 zł");
    expect(contact).toContain("KRS: 0000123456");
    const contactEn = await publicHtml("/en/contact", "en");
    expect(contactEn).toContain("Registry court: Sąd Rejonowy");
    expect(contactEn).toContain("Share capital: 5 000,00 zł");

    for (const lang of ["pl", "en"] as const) {
      const email = `footer.${lang}.${Date.now()}@example.com`;
      await subscribe(email, lang);
      const [mail] = await waitForMail((m) => m.to.includes(email));
      const line =
        lang === "pl"
          ? "Sąd rejestrowy: Sąd Rejonowy dla m.st. Warszawy w Warszawie, XIII Wydział Gospodarczy KRS, KRS 0000123456, NIP 1234563218, kapitał zakładowy 5 000,00 zł"
          : "Registry court: Sąd Rejonowy dla m.st. Warszawy w Warszawie, XIII Wydział Gospodarczy KRS, KRS 0000123456, tax ID (NIP) 1234563218, share capital 5 000,00 zł";
      expect(mail!.text.replace(/\s+/g, " ")).toContain(line);
      expect(mail!.html.replace(/\s+/g, " ")).toContain(line);
    }
  } finally {
    await patchSettings({
      company: { nip: "", regon: "", krs: "", registryCourt: "", shareCapital: "" },
    });
  }
  // Empty again: no label without its value.
  await expect
    .poll(async () => publicHtml("/contact"), { timeout: 10_000 })
    .not.toContain("Sąd rejestrowy");
});

test("items 18 and 19: the review links and the footer's useful links follow the settings, and go back to today's when unset", async () => {
  const reviews = {
    tripadvisor: "https://www.tripadvisor.co.uk/Attraction_Review-g1-d2-RIB_Test",
    getyourguide: "https://www.getyourguide.com/warsaw-l36/rib-test-t123/",
    googleMaps: "https://maps.app.goo.gl/RibTest123",
  };
  const usefulLinks = [
    { label_pl: "Prognoza IMGW", label_en: "IMGW weather forecast", url: "https://meteo.imgw.pl/" },
    { label_pl: "Port Zegrze", label_en: "Zegrze port", url: "https://example.org/port" },
  ];
  // A review link elsewhere than its service is refused.
  const bad = await admin.patch("/api/admin/settings", {
    data: { reviews: { tripadvisor: "https://evil.example/tripadvisor" } },
  });
  expect(bad.status()).toBe(400);
  expect((await bad.json()).fieldErrors).toHaveProperty(["reviews.tripadvisor"]);

  const saved = await patchSettings({ reviews, usefulLinks });
  expect(saved.reviews).toEqual(reviews);
  expect(saved.usefulLinks).toEqual(usefulLinks);
  try {
    for (const path of ["/qr", "/review", "/en/qr"]) {
      await expect
        .poll(async () => publicHtml(path, path.startsWith("/en") ? "en" : "pl"), {
          timeout: 10_000,
        })
        .toContain(`href="${reviews.googleMaps}"`);
      const hub = await publicHtml(path);
      expect(hub, path).toContain(`href="${reviews.tripadvisor}"`);
      expect(hub, path).toContain(`href="${reviews.getyourguide}"`);
      expect(hub, path).not.toContain("Attraction_Review-g274856-RIB_Warsaw");
    }
    const pl = await publicHtml("/contact");
    expect(pl).toContain('href="https://meteo.imgw.pl/"');
    expect(pl).toContain("Prognoza IMGW");
    expect(pl).not.toContain("warsawtour.pl");
    const en = await publicHtml("/en/contact", "en");
    expect(en).toContain("IMGW weather forecast");
    expect(en).toContain("Zegrze port");
  } finally {
    await patchSettings({
      reviews: { tripadvisor: "", getyourguide: "", googleMaps: "" },
      usefulLinks: [
        {
          label_pl: "Oficjalny portal turystyczny Warszawy",
          label_en: "Warsaw's official tourism portal",
          url: "https://warsawtour.pl",
        },
      ],
    });
  }
  // Emptied, the review links are today's again.
  await expect
    .poll(async () => publicHtml("/qr"), { timeout: 10_000 })
    .toContain("Attraction_Review-g274856-RIB_Warsaw");
});
