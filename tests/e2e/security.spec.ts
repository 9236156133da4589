/**
 * Content Security Policy in a real browser: every public route (both languages) and the
 * administrator panel load with zero CSP violations, console errors or page errors (the
 * fixtures turn each into a failure). And stored markup is shown as text, never run.
 */
import type { Page } from "@playwright/test";
import { PUBLIC_PATHS } from "../../app/lib/seo/public-routes";
import { E2E } from "./env";
import { expect, setLanguage, test, uniqueIp, openAdminTab } from "./fixtures";

/** Public pages: no nonce anywhere (the CSP names their inline scripts by hash; first-byte.spec.ts). */
async function expectNoNonce(page: Page) {
  const nonces = await page.evaluate(
    () =>
      Array.from(document.querySelectorAll("script")).filter(
        (s) => s.nonce || s.hasAttribute("nonce"),
      ).length,
  );
  expect(nonces).toBe(0);
}

/** The admin area: one per-request nonce on every script. */
async function expectNonceOnEveryScript(page: Page) {
  const { nonces, scripts } = await page.evaluate(() => {
    const list = Array.from(document.querySelectorAll("script")).filter(
      (s) => !/json/.test(s.type),
    );
    return {
      nonces: new Set(list.map((s) => s.nonce)).size,
      scripts: list.map((s) => ({ nonce: s.nonce, src: s.src })),
    };
  });
  expect(scripts.length).toBeGreaterThan(0);
  for (const s of scripts)
    expect(s.nonce, `script ${s.src || "(inline)"} has no nonce`).not.toBe("");
  expect(nonces).toBe(1);
}

for (const lang of ["pl", "en"] as const) {
  test.describe(`CSP on every public route (${lang})`, () => {
    test(`${PUBLIC_PATHS.length} routes + unsubscribed + 404 without CSP violations`, async ({
      page,
      context,
    }) => {
      test.setTimeout(120_000);
      await setLanguage(context, lang);
      for (const path of [...PUBLIC_PATHS, "/newsletter/wypisano"]) {
        const res = await page.goto(path);
        expect(res?.status(), path).toBe(200);
        await page.waitForLoadState("networkidle");
        await expectNoNonce(page);
      }
      test.info().annotations.push({ type: "allow-console", description: "404" });
      const missing = await page.goto("/nie-ma-takiej-strony");
      expect(missing?.status()).toBe(404);
      await page.waitForLoadState("networkidle");
    });
  });
}

async function signInAsAdmin(page: Page) {
  await page.goto("/admin/login");
  await page.locator("#admin-email").fill(E2E.adminEmail);
  await page.locator("#admin-password").fill(E2E.adminPassword);
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/admin$/);
}

test("admin login and every panel tab without CSP violations", async ({ page }) => {
  await signInAsAdmin(page);
  await page.waitForLoadState("networkidle");
  await expectNonceOnEveryScript(page);
  const tabs = page.getByRole("tab");
  const count = await tabs.count();
  expect(count).toBeGreaterThanOrEqual(3);
  for (let i = 0; i < count; i++) {
    await tabs.nth(i).click();
    await expect(tabs.nth(i)).toHaveAttribute("aria-selected", "true");
    await page.waitForLoadState("networkidle");
  }
});

test("markup stored in an attraction is shown as text on /atrakcje-warszawa and never runs", async ({
  page,
  context,
}) => {
  const api = context.request;
  const headers = { Origin: E2E.baseURL, "X-Forwarded-For": uniqueIp() };
  const signIn = await api.post("/api/auth/sign-in/email", {
    data: { email: E2E.adminEmail, password: E2E.adminPassword },
    headers,
  });
  expect(signIn.ok()).toBe(true);
  const marker = `xss-${Date.now()}`;
  const description = `<script>window.__xss="${marker}"</script><img src=x onerror="window.__xss='${marker}'">Opis ${marker}`;
  const created = await api.post("/api/admin/attractions", {
    headers,
    data: {
      name: `<b>Bold ${marker}</b>`,
      category: "Test",
      description,
      price: "<i>50 zł</i>",
      location: "Warszawa",
      duration: null,
      website_url: "https://example.com/",
      google_maps_url: null,
      image_url: null,
      is_active: true,
      display_order: 999_999,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const body = (await created.json()) as { id?: number; attraction?: { id: number } };
  const id = body.id ?? body.attraction?.id;
  expect(id).toBeTruthy();
  try {
    await page.goto("/atrakcje-warszawa");
    await page.waitForLoadState("networkidle");
    // The literal markup is visible text...
    await expect(page.getByRole("heading", { name: `<b>Bold ${marker}</b>` })).toBeVisible();
    await expect(page.getByText(description, { exact: false }).first()).toBeVisible();
    // ...and no element was created from it, nothing ran.
    expect(await page.locator("b", { hasText: `Bold ${marker}` }).count()).toBe(0);
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(
      await page.evaluate(() => (window as unknown as { __xss?: string }).__xss),
    ).toBeUndefined();
    // The same in the panel's list.
    await page.context().clearCookies();
    await signInAsAdmin(page);
    await openAdminTab(page, "Atrakcje");
    await expect(page.getByText(`<b>Bold ${marker}</b>`).first()).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { __xss?: string }).__xss),
    ).toBeUndefined();
  } finally {
    const del = await api.delete(`/api/admin/attractions/${id}`, { headers });
    expect(del.ok()).toBe(true);
  }
});
