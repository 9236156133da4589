/**
 * The secondary public pages (docs/product.md §2): rental, events, promotions, link hub, legal texts,
 * contact, unsubscribed, and the logo crop developer tool, in both languages.
 */
import { readFile } from "node:fs/promises";
import { pageUrl } from "../../app/lib/i18n/page-urls";
import { expect, setLanguage, test, type Lang } from "./fixtures";

/** Subject and body of a mailto: link. */
function mailto(href: string | null) {
  expect(href).toMatch(/^mailto:/);
  const url = new URL(href!);
  return {
    to: decodeURIComponent(url.pathname),
    subject: url.searchParams.get("subject") ?? "",
    body: url.searchParams.get("body") ?? "",
  };
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(buf: Buffer) {
  expect(buf.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
}

const RENTAL = {
  pl: {
    h1: "Motorówka bez patentu na Zegrzu",
    texts: [
      "150\u00a0PLN",
      "za godzinę",
      "1000\u00a0PLN",
      "za dzień",
      "1, 2 lub 3 godziny",
      "przedłużenia",
      "13,5 KM",
      "do 6 osób",
      "50 minut",
      "ukończone 18 lat",
      "dowód osobisty lub paszport",
      "15 minut przed startem",
      "Nie potrzebujesz patentu",
      "paliwo, kamizelki",
    ],
  },
  en: {
    h1: "Licence-free motorboat hire at Zegrze",
    texts: [
      "150 PLN",
      "per hour",
      // Issue 34, item 19: English amounts group thousands, as every English price does.
      "1,000 PLN",
      "per day",
      "1, 2 or 3 hours",
      "extend",
      "13.5 hp",
      "up to 6",
      "50 minutes",
      "18 or over",
      "ID card or passport",
      "15 minutes before the start",
      "No boating licence is required",
      "fuel, life jackets",
    ],
  },
} as const;

const EVENTS = {
  pl: {
    bachelorette: {
      path: "/wieczor-panienski",
      h1: "Wieczór panieński na Wiśle",
      type: "Rodzaj wydarzenia: wieczór panieński",
    },
    bachelor: {
      path: "/wieczor-kawalerski",
      h1: "Wieczór kawalerski na Wiśle",
      type: "Rodzaj wydarzenia: wieczór kawalerski",
    },
    corporate: {
      path: "/rejsy-firmowe",
      h1: "Rejsy firmowe i team building",
      type: "Rodzaj wydarzenia: rejs firmowy",
    },
    fields: ["Liczba osób:", "Preferowana data:", "Lokalizacja ("],
    company: "Nazwa firmy:",
    twelve: "nasza większa łódź do 12 osób",
    mailCta: "Napisz e-mail z zapytaniem",
    corporateTexts: ["Giżycku", "Gdańsku", "Faktura VAT"],
  },
  en: {
    bachelorette: {
      path: "/wieczor-panienski",
      h1: "Hen party on the Vistula",
      type: "Event type: hen party",
    },
    bachelor: {
      path: "/wieczor-kawalerski",
      h1: "Stag party on the Vistula",
      type: "Event type: stag party",
    },
    corporate: {
      path: "/rejsy-firmowe",
      h1: "Corporate cruises and team building",
      type: "Event type: corporate cruise",
    },
    fields: ["Number of people:", "Preferred date:", "Location ("],
    company: "Company name:",
    twelve: "our larger boat up to 12 people",
    mailCta: "E-mail us your enquiry",
    corporateTexts: ["Giżycko", "Gdańsk", "VAT invoice"],
  },
} as const;

for (const lang of ["pl", "en"] as Lang[]) {
  test.describe(`static pages (${lang})`, () => {
    test.beforeEach(async ({ context }) => setLanguage(context, lang));

    test("rental page: price list, boat, conditions, company and phone/WhatsApp booking on both paths", async ({
      page,
    }) => {
      for (const path of ["/motorowka-bez-patentu", "/lodki-zegrze-motorowka-bez-patentu"]) {
        const res = await page.goto(path);
        expect(res?.status()).toBe(200);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(RENTAL[lang].h1);
        const main = page.locator("main");
        for (const text of RENTAL[lang].texts)
          await expect(main, `${path}: ${text}`).toContainText(text);
        await expect(main).toContainText("Łódki Zegrze s.c.");
        // No identifier is entered on a fresh database: it is left out, never shown empty
        // (decision 230; tests/e2e/site-admin.spec.ts fills them in).
        await expect(main).not.toContainText(lang === "pl" ? "NIP:" : "Tax ID (NIP):");
        await expect(main.locator('a[href="tel:+48500600700"]').first()).toBeVisible();
        await expect(
          main.locator('a[href^="https://wa.me/48500600700?text="]').first(),
        ).toBeVisible();
      }
    });

    test("events hub links to the event pages and the Warsaw cruises", async ({ page }) => {
      await page.goto("/eventy-nad-wisla");
      const main = page.locator("main");
      // Links lead to the pages' URLs in the language shown (English: the twins).
      for (const href of [
        "/wieczor-panienski",
        "/wieczor-kawalerski",
        "/rejsy-firmowe",
        "/rejsy-wisla-warszawa",
      ].map((h) => pageUrl(h, lang))) {
        await expect(main.locator(`a[href="${href}"]`).first(), href).toBeVisible();
      }
      await page
        .locator(`main a[href="${pageUrl("/wieczor-kawalerski", lang)}"]`)
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`${pageUrl("/wieczor-kawalerski", lang)}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(EVENTS[lang].bachelor.h1);
    });

    for (const kind of ["bachelorette", "bachelor", "corporate"] as const) {
      test(`${kind} page: prefilled e-mail inquiry in the visitor's language, 12 per boat, contact/FAQ block`, async ({
        page,
      }) => {
        const copy = EVENTS[lang];
        await page.goto(copy[kind].path);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy[kind].h1);
        await expect(page.locator("main")).toContainText(copy.twelve);
        const m = mailto(
          await page.getByRole("link", { name: copy.mailCta }).first().getAttribute("href"),
        );
        expect(m.to).toBe("kontakt@ribwarsaw.pl");
        expect(m.subject.length).toBeGreaterThan(5);
        expect(m.body).toContain(copy[kind].type);
        for (const f of copy.fields) expect(m.body).toContain(f);
        if (kind === "corporate") {
          expect(m.body).toContain(copy.company);
          expect(m.body).toContain("Giżycko");
          for (const t of copy.corporateTexts) await expect(page.locator("main")).toContainText(t);
        } else {
          expect(m.body).not.toContain(copy.company);
        }
        // The contact/FAQ block at the end: phone, WhatsApp, FAQ disclosures, link to the full FAQ.
        const block = page.locator("section", {
          has: page.locator("#contact-faq-heading"),
        });
        await expect(block.locator('a[href="tel:+48500600700"]')).toBeVisible();
        await expect(block.locator("details")).toHaveCount(4);
        await expect(block.locator(`a[href="${pageUrl("/contact#faq", lang)}"]`)).toBeVisible();
      });
    }

    test("promotions page: themed events, anchors, benefits and the newsletter form", async ({
      page,
    }) => {
      await page.goto("/rejsy-promocyjne");
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      const events = page.locator("#wydarzenia");
      const titles =
        lang === "pl"
          ? [
              "Rejs na Święto Niepodległości",
              "Rejs w Godzinę W",
              "Rejs mikołajkowy",
              "Rejs na Dzień Dziecka",
              "Rejsy fotograficzne",
            ]
          : [
              "Independence Day cruise",
              "W-Hour cruise",
              "Santa Claus cruise",
              "Children's Day cruise",
              "Photo cruises",
            ];
      for (const t of titles) await expect(events.getByRole("heading", { name: t })).toBeVisible();
      await expect(events).toContainText(
        // W-Hour repeats yearly: its next 1 August, at 17:00 (decision 232).
        lang === "pl" ? /1 sierpnia \d{4}, 17:00/ : /1 August \d{4}, 17:00/,
      );
      const newsletter = page.locator("section#newsletter");
      await expect(newsletter).toContainText(
        lang === "pl" ? "2-tygodniowym wyprzedzeniem" : "2 weeks ahead",
      );
      await expect(newsletter).toContainText(
        lang === "pl" ? "Pierwszeństwo rezerwacji" : "Priority booking",
      );
      await expect(newsletter.locator('input[type="email"]')).toBeVisible();
      await page.locator('a[href="#newsletter"]').click();
      await expect(page).toHaveURL(/#newsletter$/);
    });

    test("link hub: logo, hashtag, round links, review sites, ref=qr booking, on /qr and /review", async ({
      page,
    }) => {
      for (const path of ["/qr", "/review"]) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1, name: "RIB Warsaw" })).toBeVisible();
        await expect(page.locator("main")).toContainText("#RibWarsaw");
        const nav = page.getByRole("navigation", {
          name: lang === "pl" ? "Nasze profile" : "Our profiles",
        });
        await expect(nav.getByRole("link")).toHaveCount(5);
        await expect(
          nav.getByRole("link", {
            name: lang === "pl" ? "Strona główna" : "Home page",
          }),
        ).toHaveAttribute("href", pageUrl("/", lang));
        for (const name of ["Facebook", "Instagram", "TikTok", "YouTube"])
          await expect(nav.getByRole("link", { name: new RegExp(`^${name}`) })).toBeVisible();
        for (const host of ["tripadvisor.com", "getyourguide.com", "google.com/maps"])
          await expect(page.locator(`main a[href*="${host}"]`)).toHaveCount(1);
        const booking = await page
          .locator('main a[href*="fareharbor.com"]')
          .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
        expect(booking.length).toBeGreaterThanOrEqual(1);
        for (const href of booking) expect(new URL(href).searchParams.get("ref")).toBe("qr");
      }
    });

    test("link hub: the contact card downloads as a vCard with phone (WhatsApp), e-mail, website and note", async ({
      page,
    }) => {
      await page.goto("/qr");
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page
          .getByRole("button", {
            name: lang === "pl" ? "Zapisz nasz kontakt (vCard)" : "Save our contact (vCard)",
          })
          .click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/\.vcf$/);
      const text = await readFile((await download.path())!, "utf8");
      expect(text).toMatch(/^BEGIN:VCARD\r\nVERSION:3\.0\r\n/);
      expect(text).toContain("FN:RIB Warsaw\r\n");
      expect(text).toContain("ORG:RIB Warsaw sp. z o.o.\r\n");
      expect(text).toContain("TEL;TYPE=CELL,VOICE:+48500600700\r\n");
      expect(text).toContain("X-WHATSAPP:+48500600700\r\n");
      expect(text).toContain("EMAIL;TYPE=INTERNET:kontakt@ribwarsaw.pl\r\n");
      expect(text).toContain("URL:https://ribwarsaw.pl\r\n");
      expect(text).toContain(
        lang === "pl" ? "NOTE:Rejsy motorówką RIB" : "NOTE:RIB speedboat cruises",
      );
      expect(text.trimEnd().endsWith("END:VCARD")).toBe(true);
      await expect(
        page.getByRole("status").filter({ hasText: /vCard|Wizytówka|Contact card/ }),
      ).toBeVisible();
    });

    test("terms of service carry docs/product.md §9's terms, the company details and a working table of contents", async ({
      page,
    }) => {
      // Arrive by a client-side navigation (from the privacy policy's footer), so the loader runs
      // through a data request, not only the server render.
      await page.goto("/polityka-prywatnosci");
      await page.locator(`footer a[href="${pageUrl("/regulamin", lang)}"]`).click();
      await expect(page).toHaveURL(new RegExp(`${pageUrl("/regulamin", lang)}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        lang === "pl" ? "Regulamin" : "Terms of service",
      );
      const main = page.locator("main");
      const texts =
        lang === "pl"
          ? [
              "co najmniej 15 minut przed godziną wypłynięcia",
              "najpóźniej 48 godzin przed",
              "100%",
              "nie podlega zwrotowi",
              "pełny zwrot wpłaconej kwoty albo zmianę terminu",
              "w ciągu 7 dni od dnia rejsu",
              "w ciągu 14 dni",
              "złotych polskich (PLN) i zawierają podatek VAT",
              "Płatność następuje z góry",
              "kamizelkę ratunkową",
              "polecenia kapitana",
              "alkoholu",
              "art. 38 ust. 1 pkt 12 ustawy z dnia 30 maja 2014 r. o prawach konsumenta",
            ]
          : [
              "at least 15 minutes before departure",
              "at least 48 hours before",
              "100%",
              "no refund is given",
              "a full refund or a new date",
              "within 7 days of the cruise",
              "within 14 days",
              "Polish złoty (PLN) and include VAT",
              "Payment is made in advance",
              "life jacket",
              "instructions of the captain",
              "alcohol",
              "Article 38(1)(12) of the Polish Consumer Rights Act of 30 May 2014",
            ];
      for (const t of texts) await expect(main, t).toContainText(t);
      for (const t of ["RIB Warsaw sp. z o.o.", "kontakt@ribwarsaw.pl", "+48 500 600 700"])
        await expect(main).toContainText(t);
      const toc = page.getByRole("navigation", {
        name: lang === "pl" ? "Spis treści" : "Contents",
      });
      await expect(toc.getByRole("link")).toHaveCount(15);
      await toc
        .getByRole("link", {
          name: lang === "pl" ? "11. Reklamacje" : "11. Complaints",
        })
        .click();
      await expect(page).toHaveURL(/#complaints$/);
      await expect(page.locator("#complaints h2")).toBeInViewport();
    });

    test("privacy policy carries the GDPR information", async ({ page }) => {
      await page.goto("/polityka-prywatnosci");
      const main = page.locator("main");
      const texts =
        lang === "pl"
          ? [
              "Administratorem Twoich danych osobowych jest RIB Warsaw sp. z o.o.",
              "art. 6 ust. 1 lit. a RODO",
              "przez 5 lat",
              "do czasu wycofania zgody",
              "serwisie rezerwacji i płatności FareHarbor",
              "poczty elektronicznej",
              "hostingu",
              "standardowych klauzul umownych",
              "art. 9 RODO",
              "Global Privacy Control",
              "better-auth.session_token",
              "numer telefonu, nazwa i zdjęcie profilowe",
              "dostępu",
              "sprostowania",
              "usunięcia",
              "ograniczenia przetwarzania",
              "przenoszenia danych",
              "sprzeciwu",
              "wycofania zgody",
              "Prezesa Urzędu Ochrony Danych Osobowych",
              "preferred-language",
              "Nie używamy cookies śledzących",
              "link do wypisania się",
            ]
          : [
              "The controller of your personal data is RIB Warsaw sp. z o.o.",
              "Article 6(1)(a) GDPR",
              "for 5 years",
              "until you withdraw your consent",
              "booking and payment service",
              "e-mail provider",
              "hosting provider",
              "standard contractual clauses",
              "Article 9 GDPR",
              "Global Privacy Control",
              "better-auth.session_token",
              "phone number, name and profile picture",
              "access",
              "rectification",
              "erasure",
              "restriction of processing",
              "data portability",
              "object",
              "withdraw your consent",
              "President of the Personal Data Protection Office",
              "preferred-language",
              "We do not use tracking or advertising cookies",
              "unsubscribe link",
            ];
      for (const t of texts) await expect(main, t).toContainText(t);
      await expect(main).toContainText("kontakt@ribwarsaw.pl");
    });

    test("contact page: channels, company, start points with map links, FAQ with FAQPage data", async ({
      page,
    }) => {
      await page.goto("/contact");
      const main = page.locator("main");
      await expect(main.locator('a[href="tel:+48500600700"]').first()).toBeVisible();
      const wa = await main
        .locator('a[href^="https://wa.me/48500600700"]')
        .first()
        .getAttribute("href");
      expect(new URL(wa!).searchParams.get("text")).toBe(
        lang === "pl"
          ? "Dzień dobry, mam pytanie o rejs motorówką RIB."
          : "Hi, I have a question about a RIB cruise.",
      );
      expect(mailto(await main.locator('a[href^="mailto:"]').first().getAttribute("href")).to).toBe(
        "kontakt@ribwarsaw.pl",
      );
      await expect(main).toContainText("RIB Warsaw sp. z o.o.");
      await expect(main).toContainText(
        lang === "pl" ? "Kładka pieszo-rowerowa" : "Pedestrian and cycle footbridge",
      );
      await expect(main).toContainText(lang === "pl" ? "Port żeglarski" : "sailing port");
      await expect(main).toContainText(lang === "pl" ? "Wyspa Spichrzów" : "Granary Island");
      await expect(main).toContainText(lang === "pl" ? "Wkrótce" : "Coming soon");
      await expect(main.locator('a[href^="https://www.google.com/maps/search/"]')).toHaveCount(3);
      await expect(main).toContainText(
        lang === "pl" ? "w potwierdzeniu rezerwacji" : "in your booking confirmation",
      );
      const faq = page.locator("#faq");
      expect(await faq.locator("details").count()).toBeGreaterThanOrEqual(6);
      const first = faq.locator("details").first();
      await first.locator("summary").click();
      await expect(first).toHaveAttribute("open", "");
      const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
        (t) => JSON.parse(t),
      );
      const faqLd = ld.find((j) => j["@type"] === "FAQPage");
      expect(faqLd?.mainEntity.length).toBeGreaterThanOrEqual(6);
      expect(faqLd.mainEntity[0].name).toBe(
        lang === "pl" ? "Co założyć na rejs?" : "What should I wear?",
      );
    });

    test("unsubscribed confirmation links home and is not indexed", async ({ page }) => {
      await page.goto("/newsletter/wypisano");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        lang === "pl" ? "Wypisano z newslettera" : "You have been unsubscribed",
      );
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      await page
        .getByRole("link", {
          name: lang === "pl" ? "Wróć na stronę główną" : "Back to the home page",
        })
        .click();
      await expect(page).toHaveURL(new RegExp(`${pageUrl("/", lang) === "/" ? "/" : "/en"}$`));
    });

    test("logo tool crops the default logo and downloads a smaller PNG", async ({ page }) => {
      await page.goto("/crop-logo-test");
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      const status = page.getByRole("status");
      await expect(status).toHaveAttribute("data-status", "idle");
      await expect(page.getByLabel(lang === "pl" ? "Margines (px)" : "Margin (px)")).toHaveValue(
        "30",
      );
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page
          .getByRole("button", {
            name: lang === "pl" ? "Przytnij i pobierz" : "Crop and download",
          })
          .click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/\.png$/);
      const png = pngSize(await readFile((await download.path())!));
      const source = pngSize(await readFile("public/images/static/logo-raw.png"));
      expect(png.width).toBeLessThan(source.width);
      expect(png.height).toBeLessThan(source.height);
      expect(png.width).toBeGreaterThan(60);
      await expect(status).toHaveAttribute("data-status", "done");
      await expect(status).toContainText(
        lang === "pl" ? "Logo przycięte i pobrane!" : "Logo cropped and downloaded!",
      );
      await expect(status).toContainText(`${png.width}×${png.height}`);
    });

    test("logo tool reports an image that fails to load", async ({ page }) => {
      await page.goto("/crop-logo-test");
      await page
        .getByLabel(
          lang === "pl"
            ? "Wybierz inny plik (PNG z przezroczystością)"
            : "Choose another file (PNG with transparency)",
        )
        .setInputFiles({
          name: "not-an-image.png",
          mimeType: "image/png",
          buffer: Buffer.from("this is not a PNG"),
        });
      await page
        .getByRole("button", {
          name: lang === "pl" ? "Przytnij i pobierz" : "Crop and download",
        })
        .click();
      await expect(page.getByRole("alert")).toContainText(
        lang === "pl" ? "Nie udało się wczytać obrazu." : "Failed to load image.",
      );
    });
  });
}

test.describe("promotions page language follows location", () => {
  test("a visitor outside Poland (country=outside) gets the English copy and <html lang=en> without a reload", async ({
    page,
    context,
  }) => {
    await setLanguage(context, "pl");
    await page.goto("/rejsy-promocyjne?country=outside");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Special cruises");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.locator("#wydarzenia")).toContainText("W-Hour cruise");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      /\/en\/special-cruises$/,
    );
    await expect(page.locator("section#newsletter")).toContainText("Join the newsletter");
    expect(await page.evaluate(() => localStorage.getItem("preferred-language"))).toBe("pl");
  });

  test("a visitor in Poland keeps the server language", async ({ page, context }) => {
    await setLanguage(context, "pl");
    await page.goto("/rejsy-promocyjne?location=zegrze");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rejsy specjalne");
    await expect(page.locator("html")).toHaveAttribute("lang", "pl");
  });
});
