/**
 * Keyboard only: the menu, both dialogs (event booking, newsletter) and the administrator
 * login and tabs are reachable and operable with Tab/Shift+Tab/Enter/Escape/arrow keys, focus
 * is always visible, stays inside open dialogs, and returns to the trigger when they close.
 */
import type { Locator, Page } from "@playwright/test";
import { E2E } from "./env";
import { ADMIN_TABS, expect, gotoAndSettle, setLanguage, test } from "./fixtures";

/** Presses Tab until the target has focus (at most `max` times); fails if it never does. */
async function tabTo(page: Page, target: Locator, max = 120) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

/** The focused element shows a focus indicator: an outline or a ring (box-shadow). */
async function expectVisibleFocus(page: Page) {
  const style = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const cs = getComputedStyle(el);
    return {
      outline: cs.outlineStyle !== "none" && parseFloat(cs.outlineWidth) > 0,
      ring: cs.boxShadow !== "none",
      tag: el.tagName,
    };
  });
  expect(style, "an element has focus").not.toBeNull();
  expect(style!.outline || style!.ring, `visible focus on ${style!.tag}`).toBe(true);
}

async function expectFocusTrapped(page: Page, dialog: Locator, presses = 25) {
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press(i % 5 === 4 ? "Shift+Tab" : "Tab");
    expect(
      await dialog.evaluate((d) => d.contains(document.activeElement)),
      "focus stays in the dialog",
    ).toBe(true);
  }
}

test.describe("keyboard only", () => {
  test.beforeEach(async ({ context }) => {
    await setLanguage(context, "pl");
  });

  test("skip link, then the menu: open, walk, follow a link", async ({ page }) => {
    await gotoAndSettle(page, "/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Przejdź do treści" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await expectVisibleFocus(page);

    const menuButton = page.getByRole("button", { name: "Otwórz menu" });
    await tabTo(page, menuButton);
    await expectVisibleFocus(page);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await expect(dialog).toBeVisible();
    await expectFocusTrapped(page, dialog);
    const target = dialog.getByRole("link", {
      name: "Rejsy po Zalewie Zegrzyńskim",
    });
    await tabTo(page, target, 40);
    await expectVisibleFocus(page);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/rejsy-zegrze$/);
    await expect(dialog).toBeHidden();
  });

  for (const [name, heading] of [
    ["Zarezerwuj event", /event|wydarzeni/i],
    ["Zapisz się do newslettera", /newsletter/i],
  ] as const) {
    test(`dialog "${name}": opens with Enter, traps focus, Escape closes and returns focus`, async ({
      page,
    }) => {
      await gotoAndSettle(page, "/");
      const trigger = page.getByRole("button", { name }).first();
      await tabTo(page, trigger, 200);
      await expectVisibleFocus(page);
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("heading").first()).toHaveText(heading);
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
      // Every field is reachable and labelled; typing works from the keyboard.
      const first = dialog.getByRole("textbox").first();
      await tabTo(page, first, 20);
      await page.keyboard.type("Jan Kowalski");
      await expect(first).toHaveValue("Jan Kowalski");
      await expectVisibleFocus(page);
      await expectFocusTrapped(page, dialog);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();
    });
  }

  test("administrator: sign in and switch tabs with the keyboard", async ({ page }) => {
    await gotoAndSettle(page, "/admin/login");
    const email = page.getByLabel("E-mail");
    await tabTo(page, email, 20);
    await expectVisibleFocus(page);
    await page.keyboard.type(E2E.adminEmail);
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Hasło")).toBeFocused();
    await page.keyboard.type(E2E.adminPassword);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/admin$/);
    const tabs = page.getByRole("tab");
    // The panel's tabs in order (tests/e2e/fixtures.ts ADMIN_TABS).
    await expect(tabs).toHaveCount(ADMIN_TABS.length);
    await tabTo(page, tabs.first(), 20);
    await expectVisibleFocus(page);
    for (const i of [...ADMIN_TABS.keys()].slice(1).concat(0)) {
      await page.keyboard.press("ArrowRight");
      await expect(tabs.nth(i)).toBeFocused();
      await expect(tabs.nth(i)).toHaveAttribute("aria-selected", "true");
      await expect(page.getByRole("tabpanel")).toBeVisible();
    }
    // Tab moves from the tab list into the active panel.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => !!document.activeElement?.closest('[role="tabpanel"]'))).toBe(
      true,
    );
  });
});
