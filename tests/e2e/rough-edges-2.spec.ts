/**
 * Issue 45 ("rough edges, round 2"), what a visitor reads: the hen page's description, the
 * Zegrze cruises' English names, prices written "{price} PLN", the English terms' §8, the
 * contact page's FAQ about children, the newsletter form's answer without JavaScript, and the
 * length of every title and description of the sitemap, in both languages. Read-only.
 */
import type { APIRequestContext } from "@playwright/test";
import { E2E } from "./env";
import { expect, test, uniqueIp } from "./fixtures";

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

function head(html: string) {
  return {
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ""),
    description: decode(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? ""),
    ogDescription: decode(
      /<meta property="og:description" content="([^"]*)"/.exec(html)?.[1] ?? "",
    ),
    h1: decode((/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? "").replace(/<[^>]+>/g, "").trim()),
  };
}

async function page(request: APIRequestContext, path: string) {
  const res = await request.get(path);
  expect(res.status(), path).toBe(200);
  return res.text();
}

test("item 10: every title of the sitemap is at most 70 characters and every description at most 160, in both languages", async ({
  request,
}) => {
  const sitemap = await page(request, "/sitemap.xml");
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(paths.length).toBeGreaterThanOrEqual(40);
  expect(paths).toContain("/en/zegrze-lake-cruises/60-min");
  const over: string[] = [];
  for (const path of paths) {
    const h = head(await page(request, path));
    expect(h.title, path).not.toBe("");
    expect(h.description, path).not.toBe("");
    if ([...h.title].length > 70) over.push(`${path} title ${[...h.title].length}: ${h.title}`);
    if ([...h.description].length > 160)
      over.push(`${path} description ${[...h.description].length}: ${h.description}`);
    if ([...h.ogDescription].length > 160)
      over.push(`${path} og:description ${[...h.ogDescription].length}`);
  }
  expect(over).toEqual([]);
});

test("item 1: the hen page's description speaks to one reader (Ty), in the meta and Open Graph tags", async ({
  request,
}) => {
  const h = head(await page(request, "/wieczor-panienski"));
  for (const text of [h.description, h.ogDescription]) {
    expect(text).toContain("Zapytaj o termin");
    expect(text).not.toMatch(/\bWas\b|\bWam\b|\bWasz/);
  }
});

test("item 3: the Zegrze cruises' English pages name them as the Warsaw pages name theirs", async ({
  request,
}) => {
  const z30 = head(await page(request, "/en/zegrze-lake-cruises/30-min"));
  expect(z30.h1).toBe("Private 30-minute cruise – Adrenalina");
  expect(z30.title).not.toContain("on Zegrze Lake |");
  const z60 = head(await page(request, "/en/zegrze-lake-cruises/60-min"));
  expect(z60.h1).toBe("Private 60-minute cruise – Prawdziwa wyprawa");
  const w30 = head(await page(request, "/warsaw-river-cruise/30-min"));
  expect(w30.h1).toBe("Private 30-minute cruise – Gruba Kaśka");
  const list = await page(request, "/en/zegrze-lake-cruises");
  expect(list).not.toContain("Zegrze 30 min – Adrenalina");
  expect(list).toContain("Private 30-minute cruise – Adrenalina");
});

test("item 4: prices are written '{price} PLN' on the home and rental pages, never 'zł'", async ({
  request,
}) => {
  for (const path of ["/", "/motorowka-bez-patentu", "/rejsy-zegrze"]) {
    const html = await page(request, path);
    const text = html.replace(/<script[\s\S]*?<\/script>/g, "").replace(/<[^>]+>/g, " ");
    expect(text, path).not.toMatch(/\d\s*zł/);
    expect(decode(text), path).toMatch(/150\u00a0PLN/);
  }
  expect(head(await page(request, "/motorowka-bez-patentu")).title).toContain("150\u00a0PLN/h");
});

test("item 5: the English terms' §8 say 'traffic on the water' (the lake too)", async ({
  request,
}) => {
  const html = await page(request, "/en/terms");
  expect(html).toContain("traffic on the water");
  expect(html).not.toContain("river traffic");
});

test("item 6: the contact page's FAQ about children states the rule it answers", async ({
  request,
}) => {
  const pl = await page(request, "/contact");
  expect(pl).not.toContain("Czy jest limit wieku");
  expect(pl).toContain("Czy dzieci mogą płynąć?");
  expect(pl).toContain("płyną wyłącznie z dorosłym opiekunem");
  const en = await page(request, "/en/contact");
  expect(en).not.toContain("Is there an age limit");
  expect(en).toContain("ride only when accompanied by an adult");
});

test.describe("item 7: the newsletter form without JavaScript", () => {
  for (const lang of ["pl", "en"] as const) {
    test(`an invalid post shows the field errors without the generic failure (${lang})`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        javaScriptEnabled: false,
        locale: lang === "pl" ? "pl-PL" : "en-GB",
        extraHTTPHeaders: { "X-Forwarded-For": uniqueIp() },
      });
      await context.addCookies([{ name: "preferred-language", value: lang, url: E2E.baseURL }]);
      const p = await context.newPage();
      const t =
        lang === "pl"
          ? {
              path: "/rejsy-promocyjne",
              submit: "Zapisz się",
              nameError: "Imię musi mieć co najmniej 2 znaki",
              failure: /Wystąpił błąd|Nie udało się zapisać/,
            }
          : {
              path: "/en/special-cruises",
              submit: "Subscribe",
              nameError: "Name must be at least 2 characters",
              failure: /An error occurred|Failed to subscribe/,
            };
      await p.goto(`${t.path}#newsletter`);
      const form = p.locator("form").filter({ has: p.getByRole("button", { name: t.submit }) });
      await form.locator('input[name="name"]').fill("A");
      await form.locator('input[name="email"]').fill(`nojs2.${lang}.${Date.now()}@example.com`);
      const [bad] = await Promise.all([
        p.waitForResponse((r) => r.request().method() === "POST"),
        form.getByRole("button", { name: t.submit }).click(),
      ]);
      expect(bad.status()).toBe(400);
      await expect(form).toContainText(t.nameError);
      await expect(form).not.toContainText(t.failure);
      await expect(p.getByTestId("newsletter-posted")).toHaveCount(0);
      // The page comes back to the form, so the first message is in view.
      await expect(form.locator('input[name="name"]')).toBeInViewport();
      await context.close();
    });
  }
});

test("item 13: a first visit stores nothing (no cookie, no localStorage) until the visitor chooses a language", async ({
  browser,
}) => {
  // Six first visits, each given time for the idle-time check: slow on a busy machine.
  test.setTimeout(150_000);
  for (const locale of ["pl-PL", "en-GB"]) {
    const context = await browser.newContext({ locale });
    const p = await context.newPage();
    for (const path of ["/", "/rejsy-wisla-warszawa", "/en/contact"]) {
      await p.goto(path);
      await p.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await p.waitForLoadState("networkidle");
      // The language check runs when the browser is idle after hydration: give it time.
      await p.waitForTimeout(1_500);
      expect(await context.cookies(), `${locale} ${path}`).toEqual([]);
      expect(await p.evaluate(() => Object.keys(localStorage)), `${locale} ${path}`).toEqual([]);
    }
    // Choosing stores the choice, in storage and in the cookie.
    await p.goto("/rejsy-zegrze");
    await p.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await p.getByRole("button", { name: locale === "pl-PL" ? "Otwórz menu" : "Open menu" }).click();
    await p.getByRole("link", { name: "English" }).click();
    await expect(p).toHaveURL(/\/en\/zegrze-lake-cruises$/);
    await expect
      .poll(() => p.evaluate(() => localStorage.getItem("preferred-language")))
      .toBe("en");
    expect((await context.cookies()).find((c) => c.name === "preferred-language")?.value).toBe(
      "en",
    );
    await context.close();
  }
});

test("items 14 and 16: the privacy policy names FareHarbor a controller of its own, the payment operator, statistics by source, and no 'consent given by telling us' for health", async ({
  request,
}) => {
  const text = (html: string) => decode(html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " "));
  const pl = text(await page(request, "/polityka-prywatnosci"));
  expect(pl).not.toContain("(FareHarbor), przez który rezerwujesz rejs");
  expect(pl).toContain("FareHarbor przetwarza jako odrębny administrator");
  expect(pl).toContain("Stripe Payments Europe, Limited z siedzibą w Dublinie (Irlandia)");
  expect(pl).toContain("oznaczenie kampanii „utm_source”");
  expect(pl).not.toContain("wyrażonej przez przekazanie informacji");
  expect(pl).toContain("do żadnego zbioru danych (art. 2 ust. 1 RODO)");
  const en = text(await page(request, "/en/privacy-policy"));
  expect(en).toContain("FareHarbor processes the data you give there");
  expect(en).toContain("as a separate controller");
  expect(en).toContain("Stripe Payments Europe, Limited, of Dublin, Ireland");
  expect(en).toContain("“utm_source” campaign tag");
  expect(en).not.toContain("given by telling us");
  expect(en).toContain("never becomes part of a filing system (Article 2(1) GDPR)");
});

test("item 15: SMS and phone calls have their own optional tick; the e-mail consent covers e-mail alone", async ({
  page: p,
}) => {
  await p.goto("/rejsy-promocyjne#newsletter");
  const form = p.locator("form").filter({ has: p.getByRole("button", { name: "Zapisz się" }) });
  const email = form.locator('input[name="consent"]');
  const phone = form.locator('input[name="phoneConsent"]');
  await expect(email).toHaveCount(1);
  await expect(phone).toHaveCount(1);
  await expect(phone).not.toBeChecked();
  await expect(phone).not.toHaveAttribute("required");
  const emailLabel = await form
    .locator(`label[for="${await email.getAttribute("id")}"]`)
    .innerText();
  expect(emailLabel).toContain("na podany adres e-mail");
  expect(emailLabel).not.toContain("SMS");
  const phoneLabel = await form
    .locator(`label[for="${await phone.getAttribute("id")}"]`)
    .innerText();
  expect(phoneLabel).toContain("SMS-em i telefonicznie");
  expect(phoneLabel).toContain("art. 398");
});
