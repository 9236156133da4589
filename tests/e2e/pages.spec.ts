/**
 * The main public pages (docs/product.md §2): home, the Warsaw list and the English landing, the four
 * cruise detail pages, Zegrze and Gdańsk, in both languages; location-based card order;
 * collapsibles; booking, mail, phone and WhatsApp links; analytics through window.gtag.
 */
import type { Page } from "@playwright/test";
import { E2E } from "./env";
import { expect, hydrated, setLanguage, test } from "./fixtures";

const TICKET = /^https:\/\/fareharbor\.com\/embeds\/book\/ribwarsaw\/items\/623503\/\?ref=/;
const PRIVATE90 = /^https:\/\/fareharbor\.com\/embeds\/book\/ribwarsaw\/items\/660032\/\?ref=/;

test.beforeEach(async ({ context }) => {
  // External pages opened by booking links must not leave the machine.
  await context.route(
    /^https:\/\/(fareharbor\.com|wa\.me|www\.facebook\.com|www\.instagram\.com)\//,
    (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<title>external</title>" }),
  );
});

async function cardOrder(page: Page) {
  return page
    .locator("[data-testid=location-cards] > li")
    .evaluateAll((els) => els.map((e) => e.getAttribute("data-location")));
}

async function recordAnalytics(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __events: unknown[]; gtag: (...args: unknown[]) => void };
    w.__events = [];
    w.gtag = (...args: unknown[]) => w.__events.push(args);
  });
}

test.describe("home (pl)", () => {
  test.beforeEach(async ({ context }) => setLanguage(context, "pl"));

  test("hero, locations with the Warsaw actions, and the blocks' links", async ({ page }) => {
    await hydrated(page, "/");
    // No override and no geolocation permission: the cards fall back to Warsaw first; the hero
    // keeps the default headline (nothing was actually detected).
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Adrenalina na wodzie: rejsy motorówką RIB",
    );
    await expect(page.getByRole("img", { name: "RIB Warsaw" }).first()).toBeVisible();
    await expect.poll(() => cardOrder(page)).toEqual(["warszawa", "zegrze", "gdansk"]);

    const warsaw = page.locator("[data-location=warszawa]");
    const ticket = warsaw.getByRole("link", { name: /Zarezerwuj online/ });
    await expect(ticket).toHaveAttribute("href", TICKET);
    await expect(ticket).toHaveAttribute("href", /ref=home$/);
    await expect(ticket).toContainText("90 PLN");
    await expect(warsaw.getByText("za osobę")).toBeVisible();
    await expect(warsaw.getByRole("link", { name: /Zarezerwuj rejs prywatny/ })).toHaveAttribute(
      "href",
      "https://fareharbor.com/embeds/book/ribwarsaw/?ref=home",
    );
    await expect(warsaw.getByRole("button", { name: "Zarezerwuj event" })).toBeVisible();
    await expect(warsaw.getByRole("link", { name: /Zobacz rejsy w Warszawie/ })).toHaveAttribute(
      "href",
      "/rejsy-wisla-warszawa",
    );
    // The Zegrze boats are private: the card's "from" price is the cheaper live Zegrze price, per boat.
    await expect(page.locator("[data-location=zegrze]").getByText(/od 500\s+PLN/)).toBeVisible();
    await expect(
      page.locator("[data-location=gdansk]").getByText("Wkrótce", { exact: true }),
    ).toBeVisible();

    // Events and groups: e-mail with prefilled subject/body, phone, WhatsApp with Polish text.
    const mail = page.getByRole("link", { name: "Wyślij zapytanie e-mailem" });
    const href = (await mail.getAttribute("href"))!;
    expect(href).toMatch(/^mailto:kontakt@ribwarsaw\.pl\?subject=/);
    const params = new URLSearchParams(href.split("?")[1]);
    expect(params.get("subject")).toBe("Zapytanie o event na motorówce");
    expect(params.get("body")).toContain("Liczba osób:");
    const events = page.getByRole("region", { name: "Eventy i rejsy dla grup" });
    await expect(events.getByRole("link", { name: "+48 500 600 700" })).toHaveAttribute(
      "href",
      "tel:+48500600700",
    );
    const wa = await events.getByRole("link", { name: /Napisz na WhatsApp/ }).getAttribute("href");
    expect(wa).toMatch(/^https:\/\/wa\.me\/48500600700\?text=/);
    expect(new URL(wa!).searchParams.get("text")).toContain("Dzień dobry");
    for (const name of [
      "Wieczór panieński",
      "Wieczór kawalerski",
      "Rejsy firmowe",
      "Zaręczyny i grupy prywatne",
    ]) {
      await expect(events.getByRole("heading", { name, exact: true })).toBeVisible();
    }

    // Special cruises open the newsletter dialog.
    // The dialog's code loads on the first click; on a busy machine that can outlast one wait
    // (a CI run on 2026-11-29), so the click is repeated until the dialog shows.
    await expect(async () => {
      await page
        .getByRole("button", { name: "Zapisz się do newslettera" })
        .click({ timeout: 2_000 });
      await expect(page.getByRole("dialog")).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await page.keyboard.press("Escape");

    // Contact block.
    const contact = page.getByRole("region", { name: "Kontakt" });
    const contactMail = (await contact
      .getByRole("link", { name: /kontakt@ribwarsaw\.pl/ })
      .getAttribute("href"))!;
    expect(new URLSearchParams(contactMail.split("?")[1]).get("subject")).toBe(
      "Pytanie o rejs motorówką",
    );
    await expect(contact.getByRole("link", { name: /Telefon/ })).toHaveAttribute(
      "href",
      "tel:+48500600700",
    );
    await expect(contact.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/48500600700\?text=/,
    );
    await expect(contact.getByRole("link", { name: /Facebook/ })).toHaveAttribute(
      "href",
      "https://www.facebook.com/ribwarsaw",
    );
    await expect(contact.getByRole("link", { name: /Instagram/ })).toHaveAttribute(
      "href",
      "https://www.instagram.com/ribwarsaw",
    );
    await expect(contact.getByRole("link", { name: /Warszawa/ })).toHaveAttribute(
      "href",
      "/rejsy-wisla-warszawa",
    );
    await expect(contact.getByRole("link", { name: /Zegrze/ })).toHaveAttribute(
      "href",
      "/rejsy-zegrze",
    );
    await expect(contact.getByRole("link", { name: /Gdańsk/ })).toHaveAttribute(
      "href",
      "/rejsy-gdansk",
    );
    await expect(
      contact.getByText("Dokładne miejsce startu otrzymasz w potwierdzeniu rezerwacji."),
    ).toBeVisible();
  });

  test("collapsibles toggle with the product spec's labels and keep their text in the HTML", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/")).text();
    expect(html).toContain("Jak się przygotować?"); // collapsed SEO detail block, still served
    expect(html).toContain("Nadrukuj.to"); // collapsed sister project

    await page.goto("/");
    const why = page.getByRole("button", { name: "Dowiedz się więcej" });
    await expect(why).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("heading", { name: "Dzika Wisła" })).toBeHidden();
    await why.click();
    const whyLess = page.getByRole("button", { name: "Zwiń" }).first();
    await expect(whyLess).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("heading", { name: "Dzika Wisła" })).toBeVisible();
    await whyLess.click();
    await expect(page.getByRole("heading", { name: "Dzika Wisła" })).toBeHidden();

    const seo = page.getByRole("button", { name: "Czytaj więcej" });
    await expect(seo).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("heading", { name: "Jak się przygotować?" })).toBeHidden();
    await seo.click();
    await expect(page.getByRole("button", { name: "Pokaż mniej" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await expect(page.getByRole("heading", { name: "Jak się przygotować?" })).toBeVisible();
    for (const name of ["Trasy rejsów", "Dla kogo jest rejs?", "Kiedy płynąć?"])
      await expect(page.getByRole("heading", { name })).toBeVisible();

    const projects = page.getByRole("button", { name: "Zobacz projekty" });
    await expect(page.getByRole("link", { name: /wislaexpress\.pl/ })).toBeHidden();
    await projects.click();
    await expect(page.getByRole("link", { name: /wislaexpress\.pl/ })).toHaveAttribute(
      "href",
      "https://wislaexpress.pl",
    );
    await expect(page.getByRole("link", { name: /lodkizegrze\.pl/ })).toBeVisible();
    await expect(page.getByRole("link", { name: /nadrukujto\.pl/ })).toBeVisible();
    const projectsLess = page
      .getByRole("region", { name: "Nasze inne projekty" })
      .getByRole("button", { name: "Zwiń" });
    await expect(projectsLess).toHaveAttribute("aria-expanded", "true");
    await projectsLess.click();
    await expect(page.getByRole("link", { name: /wislaexpress\.pl/ })).toBeHidden();
  });

  for (const [query, first, heading] of [
    ["?location=zegrze", "zegrze", "Rejsy motorówką po Zalewie Zegrzyńskim"],
    ["?location=gdansk", "gdansk", "Rejsy motorówką RIB w Gdańsku już wkrótce"],
    ["?location=warszawa", "warszawa", "Rejsy motorówką po Wiśle w Warszawie"],
    ["?country=outside", "warszawa", "Adrenalina na wodzie: rejsy motorówką RIB"],
  ] as const) {
    test(`${query} puts ${first} first with its hero`, async ({ page }) => {
      await page.goto(`/${query}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      const order = await cardOrder(page);
      expect(order[0]).toBe(first);
      expect([...order].sort()).toEqual(["gdansk", "warszawa", "zegrze"]);
    });
  }

  test("an already granted geolocation near Gdańsk puts Gdańsk first", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["geolocation"], { origin: E2E.baseURL });
    await context.setGeolocation({ latitude: 54.37, longitude: 18.61 });
    await page.goto("/");
    await expect.poll(() => cardOrder(page)).toEqual(["gdansk", "warszawa", "zegrze"]);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Rejsy motorówką RIB w Gdańsku już wkrótce",
    );
  });

  test("'Użyj mojej lokalizacji' asks for the position and reorders the cards", async ({
    page,
    context,
  }) => {
    await page.goto("/");
    await expect.poll(() => cardOrder(page)).toEqual(["warszawa", "zegrze", "gdansk"]);
    await context.grantPermissions(["geolocation"], { origin: E2E.baseURL });
    await context.setGeolocation({ latitude: 52.47, longitude: 20.97 });
    await page.getByRole("button", { name: "Użyj mojej lokalizacji" }).click();
    await expect.poll(() => cardOrder(page)).toEqual(["zegrze", "warszawa", "gdansk"]);
    await expect(
      page.getByRole("status").filter({ hasText: "Najbliżej Ciebie: Zegrze" }),
    ).toBeVisible();
  });

  test("the hero button scrolls to #locations and reports hero_booking_click", async ({ page }) => {
    await recordAnalytics(page);
    await page.goto("/");
    await page.getByRole("link", { name: "Zarezerwuj rejs", exact: true }).click();
    await expect(page.locator("#locations")).toBeInViewport();
    await expect(page).toHaveURL(/#locations$/);
    const events = await page.evaluate(
      () => (window as unknown as { __events: unknown[] }).__events,
    );
    expect(events).toContainEqual(["event", "hero_booking_click", { location: "default" }]);
  });

  test("booking clicks report booking_click only when window.gtag exists", async ({
    page,
    context,
  }) => {
    await page.goto("/");
    const ticket = page
      .locator("[data-location=warszawa]")
      .getByRole("link", { name: /Zarezerwuj online/ });
    await expect(ticket).toContainText("90 PLN");
    // No analytics function: the click just opens the booking page, nothing breaks.
    const [popup] = await Promise.all([context.waitForEvent("page"), ticket.click()]);
    await popup.close();
    expect(await page.evaluate(() => typeof (window as unknown as { gtag?: unknown }).gtag)).toBe(
      "undefined",
    );

    // With the function present, the same click is reported with type, location and price.
    await page.evaluate(() => {
      const w = window as unknown as { __events: unknown[]; gtag: (...args: unknown[]) => void };
      w.__events = [];
      w.gtag = (...args: unknown[]) => w.__events.push(args);
    });
    const [popup2] = await Promise.all([context.waitForEvent("page"), ticket.click()]);
    await popup2.close();
    const events = await page.evaluate(
      () => (window as unknown as { __events: unknown[] }).__events,
    );
    expect(events).toEqual([
      ["event", "booking_click", { booking_type: "ticket20", location: "warszawa", price: 90 }],
    ]);
  });
});

test.describe("home (en)", () => {
  test.beforeEach(async ({ context }) => setLanguage(context, "en"));

  test("English copy, labels and links", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Adrenaline on the water: RIB speedboat cruises",
    );
    await expect(page.getByRole("heading", { name: "Choose your location" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Use my location" })).toBeVisible();
    const warsaw = page.locator("[data-location=warszawa]");
    await expect(warsaw.getByRole("link", { name: /Book online/ })).toHaveAttribute("href", TICKET);
    await expect(warsaw.getByText("per person")).toBeVisible();
    await expect(warsaw.getByRole("button", { name: "Book an event" })).toBeVisible();

    await page.getByRole("button", { name: "Learn more" }).click();
    await expect(
      page
        .getByRole("region", { name: "Why ride the Vistula with us?" })
        .getByRole("button", { name: "Show less" }),
    ).toHaveAttribute("aria-expanded", "true");
    await page.getByRole("button", { name: "Read more" }).click();
    await expect(page.getByRole("heading", { name: "How to prepare" })).toBeVisible();
    await expect(
      page
        .getByRole("region", { name: "Vistula river cruises in Warsaw – good to know" })
        .getByRole("button", { name: "Show less" }),
    ).toBeVisible();
    await page.getByRole("button", { name: "See projects" }).click();
    await expect(page.getByRole("link", { name: /nadrukujto\.pl/ })).toBeVisible();

    const mail = (await page
      .getByRole("link", { name: "Send an e-mail enquiry" })
      .getAttribute("href"))!;
    expect(new URLSearchParams(mail.split("?")[1]).get("subject")).toBe("Speedboat event enquiry");
    await expect(
      page.getByText("The exact start point is in your booking confirmation.", { exact: true }),
    ).toBeVisible();
  });
});

test.describe("Warsaw cruises", () => {
  test("Polish list: ticket card, three private charters, timeline, call to action", async ({
    page,
    context,
  }) => {
    await setLanguage(context, "pl");
    await page.goto("/rejsy-wisla-warszawa");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rejsy po Wiśle w Warszawie");
    const ticket = page
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: /Szaleństwo/ }) });
    await expect(ticket).toBeVisible();
    await expect(ticket.getByText("90 PLN", { exact: true }).first()).toBeVisible();
    await expect(ticket.getByText("za osobę")).toBeVisible();
    await expect(ticket.getByRole("link", { name: "Szczegóły rejsu Szaleństwo" })).toHaveAttribute(
      "href",
      "/rejsy-wisla-warszawa/20-min",
    );
    await expect(ticket.getByRole("link", { name: /Zarezerwuj za/ })).toHaveAttribute(
      "href",
      /items\/623503\/\?ref=warsaw-cruises$/,
    );
    for (const [label, path, price] of [
      ["Gruba Kaśka", "30-min", "600 PLN"],
      ["Rwąca rzeka", "60-min", "1000 PLN"],
      ["Maksimum", "90-min", "1400 PLN"],
    ] as const) {
      await expect(page.getByRole("link", { name: `Szczegóły rejsu ${label}` })).toHaveAttribute(
        "href",
        `/rejsy-wisla-warszawa/${path}`,
      );
      await expect(page.getByText(price, { exact: true })).toBeVisible();
    }
    await expect(
      page.getByRole("region", { name: "Jak wygląda rejs?" }).getByRole("listitem"),
    ).toHaveCount(5);
    await expect(page.getByRole("heading", { name: "Praktyczne wskazówki" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: /Napisz na WhatsApp/ })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/48500600700\?text=Dzie%C5%84%20dobry/,
    );
  });

  test("the English landing is always English and adds travel tips", async ({ page, context }) => {
    await setLanguage(context, "pl");
    await page.goto("/warsaw-river-cruise");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Warsaw river cruise on a RIB speedboat",
    );
    await expect(page.getByText("90 PLN", { exact: true }).first()).toBeVisible();
    await expect(page.getByText("per person").first()).toBeVisible();
    await expect(page.getByRole("link", { name: /Book for/ })).toHaveAttribute(
      "href",
      /items\/623503\/\?ref=warsaw-river-cruise$/,
    );
    await expect(page.getByRole("heading", { name: "Travel tips" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Best season" })).toBeVisible();
    await expect(
      page.getByText(
        /Peak season is June to August\. May to September .*April and October are outside the peak/,
      ),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "What to bring" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Getting to the meeting point" })).toBeVisible();
    await expect(
      page.getByRole("region", { name: "How the cruise works" }).getByRole("listitem"),
    ).toHaveCount(5);
  });
});

test.describe("client-side navigation (loaders read the normalized URL)", () => {
  for (const lang of ["pl", "en"] as const) {
    test(`home → Warsaw list → a detail page → Zegrze, without reloads (${lang})`, async ({
      page,
      context,
    }) => {
      await setLanguage(context, lang);
      await page.goto("/");
      await page.evaluate(
        () => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true),
      );
      await page
        .getByRole("link", {
          name: lang === "pl" ? "Zobacz rejsy w Warszawie" : "See Warsaw cruises",
        })
        .click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        lang === "pl" ? "Rejsy po Wiśle w Warszawie" : "Warsaw river cruise on a RIB speedboat",
      );
      await page
        .getByRole("link", {
          name: lang === "pl" ? "Szczegóły rejsu Maksimum" : "Details of the Maksimum cruise",
        })
        .click();
      // An English page links to English URLs (docs/decisions/210).
      await expect(page).toHaveURL(
        lang === "pl" ? /\/rejsy-wisla-warszawa\/90-min$/ : /\/warsaw-river-cruise\/90-min$/,
      );
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        lang === "pl" ? "Rejs prywatny 90 minut – Maksimum" : "Private 90-minute cruise – Maksimum",
      );
      await expect(
        page.getByRole("link", { name: lang === "pl" ? /Zarezerwuj za/ : /Book for/ }).first(),
      ).toContainText(/1,?400\sPLN/);
      await page
        .locator("footer")
        .getByRole("link", {
          name: lang === "pl" ? "Zegrze – Zalew Zegrzyński" : "Zegrze – Zegrze Lake",
        })
        .click();
      await expect(
        page.getByRole("heading", {
          name:
            lang === "pl" ? "Zegrze 30 min – Adrenalina" : "Private 30-minute cruise – Adrenalina",
        }),
      ).toBeVisible();
      await expect(
        page
          .getByText(lang === "pl" ? "za całą łódź (do 6 osób)" : "per boat (up to 6 people)")
          .first(),
      ).toBeVisible();
      expect(
        await page.evaluate(
          () => (window as unknown as { __sameDocument?: boolean }).__sameDocument,
        ),
      ).toBe(true);
    });
  }
});

test.describe("cruise detail pages", () => {
  test("20 min: ticketed, external booking with price, route, included and excluded, TouristTrip", async ({
    page,
    context,
  }) => {
    await setLanguage(context, "pl");
    await page.goto("/rejsy-wisla-warszawa/20-min");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rejs 20 minut – Szaleństwo");
    await expect(page.getByRole("link", { name: "Wszystkie rejsy po Wiśle" })).toHaveAttribute(
      "href",
      "/rejsy-wisla-warszawa",
    );
    await expect(page.getByText("Rejs biletowany", { exact: true })).toBeVisible();
    const book = page.getByRole("link", { name: /Zarezerwuj za/ }).first();
    await expect(book).toHaveAttribute("href", /items\/623503\/\?ref=cruise-20$/);
    await expect(book).toContainText("90 PLN");
    await expect(
      page.getByRole("region", { name: "Najważniejsze informacje" }).getByRole("listitem"),
    ).toHaveCount(3);
    const route = page.getByRole("region", { name: "Trasa rejsu" }).getByRole("listitem");
    await expect(route).toHaveCount(4);
    await expect(route.first()).toContainText("kładki pieszo-rowerowej");
    await expect(route.nth(1)).toContainText("mostu Poniatowskiego");
    await expect(route.nth(2)).toContainText("Starego Miasta");
    for (const item of [
      "Kapitan z uprawnieniami",
      "Kamizelki ratunkowe",
      "Instruktaż bezpieczeństwa",
      "Opowieści o historii Warszawy",
    ]) {
      await expect(page.getByText(item, { exact: true })).toBeVisible();
    }
    for (const item of [
      "Transport na miejsce startu",
      "Jedzenie i napoje",
      "Ubezpieczenie osobiste",
      "Pamiątki i zdjęcia",
    ]) {
      await expect(page.getByText(item, { exact: true })).toBeVisible();
    }
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    const trip = ld.map((s) => JSON.parse(s)).find((j) => j["@type"] === "TouristTrip");
    expect(trip.offers).toMatchObject({ "@type": "Offer", priceCurrency: "PLN" });
    // The database price (90) when it answers within the loader's short wait (1.2 s), else the metadata price (80).
    expect([90, 80]).toContain(trip.offers.price);
  });

  // SPEC: the 30 minutes' action is "ask for price" by phone, the 60 minutes' a phone call
  // (decision 351: "Zadzwoń i zarezerwuj").
  for (const [path, label, price, action] of [
    ["30-min", "Gruba Kaśka", "600 PLN", "Zapytaj o cenę"],
    ["60-min", "Rwąca rzeka", "1000 PLN", "Zadzwoń i zarezerwuj"],
  ] as const) {
    test(`${path}: private, price shown, '${action}' calls`, async ({ page, context }) => {
      await setLanguage(context, "pl");
      await page.goto(`/rejsy-wisla-warszawa/${path}`);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(label);
      await expect(page.getByText("Rejs prywatny", { exact: true })).toBeVisible();
      await expect(page.getByText(price, { exact: true })).toBeVisible();
      await expect(page.getByRole("link", { name: action }).first()).toHaveAttribute(
        "href",
        "tel:+48500600700",
      );
      await expect(page.locator('a[href*="fareharbor"]')).toHaveCount(0);
    });
  }

  test("90 min: private, external booking for item 660032 with price", async ({
    page,
    context,
  }) => {
    await setLanguage(context, "pl");
    await page.goto("/rejsy-wisla-warszawa/90-min");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Rejs prywatny 90 minut – Maksimum",
    );
    const book = page.getByRole("link", { name: /Zarezerwuj za/ }).first();
    await expect(book).toHaveAttribute("href", PRIVATE90);
    await expect(book).toHaveAttribute("href", /ref=cruise-90$/);
    await expect(book).toContainText("1400 PLN");
    await expect(
      page.getByRole("region", { name: "Trasa rejsu" }).getByRole("listitem"),
    ).toHaveCount(7);
    for (const stop of ["Zawady", "Plaża w Wilanowie", "Plaża naturystów", "Powalone drzewa"]) {
      await expect(page.getByRole("region", { name: "Trasa rejsu" }).getByText(stop)).toBeVisible();
    }
  });

  test("English detail page keeps the Polish name with a gloss", async ({ page, context }) => {
    await setLanguage(context, "en");
    await page.goto("/rejsy-wisla-warszawa/30-min");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Private 30-minute cruise – Gruba Kaśka",
    );
    await expect(page.getByText("“Fat Kate”, a historic water intake")).toBeVisible();
    await expect(page.getByRole("link", { name: "Ask for a price" }).first()).toHaveAttribute(
      "href",
      "tel:+48500600700",
    );
    await expect(page.getByRole("heading", { name: "Included", exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Not included" })).toBeVisible();
    await expect(page.getByRole("link", { name: "All Vistula cruises" })).toBeVisible();
  });
});

test.describe("Zegrze and Gdańsk", () => {
  test("Zegrze: two private cruises with prices per boat, routes, gallery, phone, booked by phone with their own pages", async ({
    page,
    context,
  }) => {
    await setLanguage(context, "pl");
    await page.goto("/rejsy-zegrze");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Rejsy po Zalewie Zegrzyńskim",
    );
    await expect(page.getByRole("heading", { name: "Zegrze 30 min – Adrenalina" })).toBeVisible();
    await expect(
      page.getByRole("heading", { name: "Zegrze 60 min – Prawdziwa wyprawa" }),
    ).toBeVisible();
    await expect(page.getByText("500 PLN", { exact: true })).toBeVisible();
    await expect(page.getByText("900 PLN", { exact: true })).toBeVisible();
    await expect(page.getByText("za całą łódź (do 6 osób)")).toHaveCount(2);
    // Issue 33 replaced the product's "book to /#locations" (a loop back here): phone until the
    // operator sets provider items, and a page for each cruise.
    // Priced, booked by phone: "Zadzwoń i zarezerwuj", never "Zapytaj o cenę" (decision 351).
    await expect(page.locator("#rejsy").getByText("Zapytaj o cenę")).toHaveCount(0);
    const ask = page
      .locator("#rejsy")
      .getByRole("link", { name: "Zadzwoń i zarezerwuj", exact: true });
    await expect(ask).toHaveCount(2);
    for (const link of await ask.all())
      await expect(link).toHaveAttribute("href", "tel:+48500600700");
    await expect(page.locator('#rejsy a[href="/#locations"]')).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Szczegóły rejsu Adrenalina" })).toHaveAttribute(
      "href",
      "/rejsy-zegrze/30-min",
    );
    await expect(page.getByRole("link", { name: "Zadzwoń i sprawdź termin" })).toHaveAttribute(
      "href",
      "tel:+48500600700",
    );
    await expect(page.getByRole("region", { name: "Galeria" }).getByRole("img")).toHaveCount(4);
  });

  test("Zegrze in English", async ({ page, context }) => {
    await setLanguage(context, "en");
    await page.goto("/rejsy-zegrze");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Zegrze Lake cruises");
    await expect(page.getByText("per boat (up to 6 people)")).toHaveCount(2);
    await expect(page.getByText("“A real expedition”")).toBeVisible();
    await expect(
      page.getByRole("link", { name: "Details of the Adrenalina cruise" }),
    ).toHaveAttribute("href", "/en/zegrze-lake-cruises/30-min");
  });

  for (const lang of ["pl", "en"] as const) {
    test(`Gdańsk (${lang}): coming soon, Granary Island, links home, phone and WhatsApp`, async ({
      page,
      context,
    }) => {
      await setLanguage(context, lang);
      await page.goto("/rejsy-gdansk");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        lang === "pl" ? "Rejsy w Gdańsku – wkrótce" : "Gdańsk cruises – coming soon",
      );
      await expect(
        page.getByRole("heading", {
          name: lang === "pl" ? "Start: Wyspa Spichrzów" : "Start: Granary Island",
        }),
      ).toBeVisible();
      await expect(
        page.getByRole("heading", { name: lang === "pl" ? "Wyprawy na Hel" : "Trips to Hel" }),
      ).toBeVisible();
      const home = page.getByRole("link", {
        name: lang === "pl" ? "Zobacz dostępne lokalizacje" : "See available locations",
      });
      await expect(home.first()).toHaveAttribute(
        "href",
        lang === "pl" ? "/#locations" : "/en#locations",
      );
      await expect(page.locator('main a[href="tel:+48500600700"]').first()).toBeVisible();
      const wa = await page
        .getByRole("link", {
          name: lang === "pl" ? /Napisz na WhatsApp/ : /Message us on WhatsApp/,
        })
        .getAttribute("href");
      // WhatsApp prefills follow the page's language (docs/glossary.md).
      expect(new URL(wa!).searchParams.get("text")).toContain(lang === "pl" ? "Gdańsku" : "Gdańsk");
    });
  }
});
