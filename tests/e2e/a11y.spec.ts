/**
 * axe-core with the WCAG 2.2 A/AA rule tags: zero violations on every public route in both
 * languages, on the administrator login and on each administrator tab. Each test records its
 * violation count as an "axe-violations" annotation, which `npm run bench` reports.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page, TestInfo } from "@playwright/test";
import { PUBLIC_PATHS } from "../../app/lib/seo/public-routes";
import { E2E } from "./env";
import { ADMIN_TABS, expect, gotoAndSettle, setLanguage, test } from "./fixtures";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Runs axe on the page as it is now; annotates the count; fails with a readable summary. */
async function expectNoAxeViolations(page: Page, testInfo: TestInfo, label: string) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const violations = results.violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes
      .slice(0, 5)
      .map(
        (n) => `${n.target.join(" ")}: ${n.failureSummary?.split("\n").slice(1).join(" ").trim()}`,
      ),
  }));
  testInfo.annotations.push({
    type: "axe-violations",
    description: `${label}=${violations.reduce((n, v) => n + v.nodes.length, 0)}`,
  });
  expect(violations, `axe violations on ${label}`).toEqual([]);
}

for (const lang of ["pl", "en"] as const) {
  test.describe(`axe, public routes (${lang})`, () => {
    for (const path of PUBLIC_PATHS) {
      test(`${path} (${lang})`, async ({ page, context }, testInfo) => {
        await setLanguage(context, lang);
        await gotoAndSettle(page, path);
        await expectNoAxeViolations(page, testInfo, `${path} ${lang}`);
      });
    }
  });
}

test.describe("axe, other pages", () => {
  test("not-found page", async ({ page }, testInfo) => {
    test.info().annotations.push({
      type: "allow-console",
      description: "status of 404",
    });
    await gotoAndSettle(page, "/to-nie-istnieje");
    await expectNoAxeViolations(page, testInfo, "404 pl");
  });

  for (const lang of ["pl", "en"] as const) {
    test(`administrator login (${lang})`, async ({ page, context }, testInfo) => {
      await setLanguage(context, lang);
      await gotoAndSettle(page, "/admin/login");
      await expectNoAxeViolations(page, testInfo, `/admin/login ${lang}`);
    });
  }

  test("administrator panel, each tab", async ({ page }, testInfo) => {
    // Eleven tabs, each loaded and scanned by axe: more than the default minute on a busy machine.
    test.setTimeout(240_000);
    const res = await page.request.post("/api/auth/sign-in/email", {
      headers: { Origin: E2E.baseURL },
      data: { email: E2E.adminEmail, password: E2E.adminPassword },
    });
    expect(res.ok()).toBe(true);
    await gotoAndSettle(page, "/admin");
    const tabs = page.getByRole("tab");
    // The panel's tabs in order (tests/e2e/fixtures.ts ADMIN_TABS).
    await expect(tabs).toHaveCount(ADMIN_TABS.length);
    for (let i = 0; i < ADMIN_TABS.length; i++) {
      const tab = tabs.nth(i);
      await expect(tab).toHaveAccessibleName(new RegExp(`^${ADMIN_TABS[i]}`));
      await tab.click();
      await expect(tab).toHaveAttribute("aria-selected", "true");
      await page.waitForLoadState("networkidle");
      // Let loading states settle into their content.
      await expect(page.getByRole("tabpanel").locator(".animate-spin")).toHaveCount(0);
      await expectNoAxeViolations(
        page,
        testInfo,
        `/admin tab ${(await tab.textContent())?.trim()}`,
      );
    }
  });
});
