/**
 * The operator's photos at 375 px (issue 24): a photo chosen through the file chooser, its alt
 * texts and focal point set, put in the home hero; the public home page shows it as a
 * <picture> in both languages (preloaded, AVIF and WebP in several widths, the right alt);
 * clearing the slot brings the drawing back, and undoing the clearing from the change history
 * brings the photo back.
 */
import type { Browser } from "@playwright/test";
import { phoneJpeg } from "../support/images";
import { E2E } from "./env";
import {
  expect,
  setLanguage,
  test,
  uniqueIp,
  type Lang,
  openAdminTab,
  signedInApi,
} from "./fixtures";

const SHOTS = process.env.E2E_SHOTS;
const ALT = {
  pl: "Łódź RIB pędzi po Wiśle o zachodzie słońca",
  en: "A RIB boat speeding along the Vistula at sunset",
};
const HERO_LABEL = "Strona główna: zdjęcie główne";

/** The home page as an anonymous visitor in `lang` sees it: the hero's <img>. */
async function visitorHero(browser: Browser, lang: Lang) {
  const context = await browser.newContext({
    // A phone's screen is as wide as its viewport (the project's desktop device says 1920, which
    // the preload scanner would size the hero's preload for).
    viewport: { width: 375, height: 740 },
    screen: { width: 375, height: 740 },
    isMobile: true,
    extraHTTPHeaders: { "X-Forwarded-For": uniqueIp() },
  });
  await setLanguage(context, lang);
  const page = await context.newPage();
  const imageRequests: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "image") imageRequests.push(r.url());
  });
  await page.goto("/");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 15_000 });
  await page.waitForLoadState("networkidle");
  const img = page.locator("main section").first().locator("picture img").first();
  return { context, page, img, imageRequests };
}

test("photos at 375 px: upload, describe, place in the home hero, clear, undo from the history", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  // The refused delete (409) is logged by the browser as a failed resource.
  test.info().annotations.push({ type: "allow-console", description: "status of 409" });
  await page.setViewportSize({ width: 375, height: 740 });
  const api = await signedInApi(page);
  const jpeg = await phoneJpeg(2000, 1333);
  try {
    await page.goto("/admin?tab=photos");
    await expect(page.getByRole("tab", { name: "Zdjęcia", includeHidden: true })).toHaveAttribute(
      "aria-selected",
      "true",
    );

    // Through the file chooser, as a phone's camera roll hands it over.
    const chooser = page.waitForEvent("filechooser");
    await page.getByText("Dodaj zdjęcia", { exact: true }).click();
    const upload = page.waitForResponse(
      (r) => r.url().endsWith("/api/admin/media") && r.request().method() === "POST",
    );
    await (await chooser).setFiles({ name: "IMG_2041.jpg", mimeType: "image/jpeg", buffer: jpeg });
    const answer = await upload;
    expect(answer.status()).toBe(201);
    const mediaId = ((await answer.json()) as { id: number }).id;
    await expect(
      page.locator("[data-sonner-toast]").filter({ hasText: "Wysłano 1 zdjęcie" }),
    ).toBeVisible();
    const card = page.locator(`li[data-media-id="${mediaId}"]`);
    // The panel shows when the queue has prepared it.
    await expect(card).toHaveAttribute("data-status", "ready", {
      timeout: 60_000,
    });
    await expect(card.getByText("Gotowe")).toBeVisible();
    await expect(card.getByText("2000 × 1333 px")).toBeVisible();

    // Alt texts and a focal point set by tapping the photo.
    await card.getByRole("button", { name: `Edytuj: Zdjęcie nr ${mediaId}` }).click();
    const editor = page.getByRole("region", { name: `Zdjęcie nr ${mediaId}` });
    await editor.getByLabel("Tekst alternatywny (po polsku)").fill(ALT.pl);
    await editor.getByLabel("Tekst alternatywny (po angielsku)").fill(ALT.en);
    const picker = editor.getByTestId("focal-picker");
    await picker.scrollIntoViewIfNeeded();
    const box = (await picker.boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.3, box.y + box.height * 0.7);
    await expect(
      editor.getByText(/^Punkt centralny: (29|30|31)% od lewej, (69|70|71)% od góry$/),
    ).toBeVisible();
    await editor.getByRole("button", { name: "Zapisz" }).click();
    await expect(
      page.locator("[data-sonner-toast]").filter({ hasText: "Zapisano zdjęcie." }),
    ).toBeVisible();
    await expect(card.getByText(ALT.pl)).toBeVisible();
    if (SHOTS)
      await page.screenshot({
        path: `${SHOTS}/library-375.png`,
        fullPage: false,
      });

    // Into the home hero.
    const slot = page.locator('li[data-slot="hero.default"]');
    await slot.getByLabel(`Zdjęcie dla miejsca: ${HERO_LABEL}`).selectOption(String(mediaId));
    await expect(
      page
        .locator("[data-sonner-toast]")
        .filter({ hasText: "Zapisano. Zmiana jest widoczna na stronie." }),
    ).toBeVisible();
    await expect(page.locator(`li[data-media-id="${mediaId}"]`)).toContainText(
      `Używane w: ${HERO_LABEL}`,
    );
    if (SHOTS) {
      await page.locator('li[data-slot="hero.default"]').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/slots-375.png` });
    }
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(375);

    // The public page in both languages: a <picture> with AVIF and WebP in several widths, preloaded, the alt in the page's language.
    for (const lang of ["pl", "en"] as const) {
      const visitor = await visitorHero(browser, lang);
      await expect(visitor.img).toHaveAttribute("alt", ALT[lang]);
      await expect(visitor.img).toHaveAttribute("fetchpriority", "high");
      await expect(visitor.img).toHaveAttribute("width", "2000");
      await expect(visitor.img).toHaveAttribute("height", "1333");
      await expect(visitor.img).toHaveAttribute(
        "style",
        /object-position: ?(29|30|31)(\.\d)?% (69|70|71)(\.\d)?%/,
      );
      const picture = visitor.page.locator("main section").first().locator("picture").first();
      const avif = await picture.locator('source[type="image/avif"]').getAttribute("srcset");
      const webp = await picture.locator('source[type="image/webp"]').getAttribute("srcset");
      expect(avif!.split(",").length).toBeGreaterThanOrEqual(3);
      expect(webp!.split(",").length).toBeGreaterThanOrEqual(3);
      expect(avif).toMatch(/\/media\/[0-9a-f]{32}\.avif 480w/);
      const preload = visitor.page.locator('link[rel="preload"][as="image"][imagesrcset]');
      await expect(preload).toHaveAttribute("imagesrcset", avif!);
      await expect(preload).toHaveAttribute("fetchpriority", "high");
      // The hero photo is fetched once, and is what the browser shows.
      // The hero photo is fetched once (the preload; the <img> takes it from memory), and is what the browser shows.
      const fetched = await visitor.page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .map((e) => e.name)
          .filter((n) => n.includes("/media/")),
      );
      expect(fetched, `requests seen: ${visitor.imageRequests.join(", ")}`).toHaveLength(1);
      expect(new Set(visitor.imageRequests.filter((u) => u.includes("/media/"))).size).toBe(1);
      expect(
        await visitor.img.evaluate(
          (i: HTMLImageElement) =>
            i.complete && i.naturalWidth > 0 && i.currentSrc.includes("/media/"),
        ),
      ).toBe(true);
      // Shared links show the hero's 1200×630 JPEG.
      await expect(visitor.page.locator('meta[property="og:image"]')).toHaveAttribute(
        "content",
        /\/media\/[0-9a-f]{32}\.jpg$/,
      );
      if (SHOTS)
        await visitor.page.screenshot({
          path: `${SHOTS}/home-photo-375-${lang}.png`,
        });
      await visitor.context.close();
    }
    const ogUrl = new URL(
      (await (
        await visitorHero(browser, "pl")
      ).page
        .locator('meta[property="og:image"]')
        .getAttribute("content"))!,
    );
    const og = await page.request.get(ogUrl.pathname);
    expect(og.headers()["content-type"]).toBe("image/jpeg");
    expect(og.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(og.headers()["cross-origin-resource-policy"]).toBe("cross-origin");

    // Clear the slot: the drawing is back.
    await page.goto("/admin?tab=photos");
    await page.getByRole("button", { name: `Przywróć rysunek: ${HERO_LABEL}` }).click();
    await expect(
      page.locator("[data-sonner-toast]").filter({ hasText: "Miejsce znów pokazuje rysunek." }),
    ).toBeVisible();
    {
      const visitor = await visitorHero(browser, "pl");
      await expect(visitor.img).toHaveAttribute("src", /^\/images\/scenes\//);
      await visitor.context.close();
    }

    // Undo the clearing from the change history: the photo is back.
    await openAdminTab(page, "Historia zmian");
    const entry = page.locator('li[data-audit-id][data-entity="media_slot"]').first();
    await expect(entry).toContainText("Miejsce na zdjęcie: hero.default");
    const undo = entry.getByRole("button", {
      name: /^Cofnij: Miejsce na zdjęcie/,
    });
    await undo.click();
    await page
      .getByRole("alertdialog", { name: "Cofnąć tę zmianę?" })
      .getByRole("button", { name: "Tak, cofnij" })
      .click();
    await expect(
      page.locator("[data-sonner-toast]").filter({ hasText: "✅ Cofnięto zmianę" }),
    ).toBeVisible();
    {
      const visitor = await visitorHero(browser, "en");
      await expect(visitor.img).toHaveAttribute("alt", ALT.en);
      await visitor.context.close();
    }

    // Delete is refused while the hero shows it, naming the place.
    await page.goto("/admin?tab=photos");
    await page
      .locator(`li[data-media-id="${mediaId}"]`)
      .getByRole("button", { name: `Usuń: Zdjęcie nr ${mediaId}` })
      .click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Usuń" }).click();
    await expect(
      page.locator("[data-sonner-toast]").filter({ hasText: `jest używane: ${HERO_LABEL}` }),
    ).toBeVisible();
  } finally {
    // Other specs see the drawings again.
    await api.put("/api/admin/media-slots/hero.default", {
      data: { mediaId: null },
      headers: { Origin: E2E.baseURL },
    });
  }
});
