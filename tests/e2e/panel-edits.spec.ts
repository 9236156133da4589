/**
 * The operator's edits on a phone (issue 34, items 12-14 and 18), 375 px, Polish: an unsaved
 * price change asks before the tab, a reload or the page is left; a campaign draft survives
 * leaving the editor and a reload; a refused save of the business facts moves to the first
 * invalid field; the one-tap "cancelled today" buttons are named by their place and undone at
 * once from the toast. Stateful (playwright.config.ts STATEFUL).
 */
import type { Page } from "@playwright/test";
import { E2E } from "./env";
import { expect as baseExpect, openAdminTab, test, uniqueIp, signInAsAdmin } from "./fixtures";

// A shared, busy machine: more patience per step than the default.
const expect = baseExpect.configure({ timeout: 15_000 });

const SHOTS = process.env.E2E_SHOTS;
async function shot(page: Page, name: string) {
  // What the phone shows at that moment (the viewport), not the whole page.
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

async function signIn(page: Page) {
  await signInAsAdmin(page);
  await expect(page.getByTestId("admin-greeting")).toBeVisible();
}

/** Chooses a tab in the phone's menu without waiting for it to open (it may be held). */
async function chooseTab(page: Page, name: string) {
  const menu = page.getByTestId("admin-tabs-menu");
  if ((await menu.getAttribute("aria-expanded")) !== "true") await menu.click();
  await page.getByRole("tab", { name, exact: true }).click();
}

async function api(page: Page, method: string, path: string, data?: unknown) {
  return page.request.fetch(`${E2E.baseURL}${path}`, {
    method,
    data,
    headers: {
      Origin: E2E.baseURL,
      "Content-Type": "application/json",
      "X-Forwarded-For": uniqueIp(),
    },
  });
}

test.describe("the operator's edits at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("an unsaved price change asks before the tab, the reload or the page is left", async ({
    page,
  }) => {
    await signIn(page);
    await openAdminTab(page, "Ceny Rejsów");
    const card = page.locator("form[data-cruise-type]").first();
    const cruiseType = await card.getAttribute("data-cruise-type");
    const active = card.getByLabel("Aktywny");
    await expect(active).toBeChecked();
    await active.uncheck();

    // Another tab: asked first; "Wróć do edycji" keeps the tab and the unticked box.
    await chooseTab(page, "Strona");
    const dialog = page.getByRole("alertdialog", { name: "Masz niezapisane zmiany" });
    await expect(dialog).toBeVisible();
    await shot(page, "unsaved-prices-375");
    await dialog.getByRole("button", { name: "Wróć do edycji" }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole("tab", { name: "Ceny Rejsów", exact: true, includeHidden: true }),
    ).toHaveAttribute("aria-selected", "true");
    await expect(active).not.toBeChecked();

    // A reload: the browser's own question (beforeunload).
    const asked = new Promise<string>((resolve) =>
      page.once("dialog", (d) => {
        resolve(d.type());
        void d.dismiss();
      }),
    );
    void page.reload().catch(() => {});
    expect(await asked).toBe("beforeunload");
    await expect(active).not.toBeChecked();

    // Leaving without saving: the other tab opens and nothing was saved.
    await chooseTab(page, "Strona");
    await dialog.getByRole("button", { name: "Wyjdź bez zapisywania" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Komunikaty" })).toBeVisible();
    const { prices } = (await (await api(page, "GET", "/api/admin/prices")).json()) as {
      prices: Array<{ cruise_type: string; is_active: boolean }>;
    };
    // That card's price is still active (other specs may leave rows of their own inactive).
    expect(prices.find((p) => p.cruise_type === cruiseType)?.is_active).toBe(true);

    // Set back as it was: nothing unsaved, the tab changes without a question.
    await chooseTab(page, "Ceny Rejsów");
    await active.uncheck();
    await active.check();
    await chooseTab(page, "Strona");
    await expect(page.getByRole("heading", { level: 2, name: "Komunikaty" })).toBeVisible();
  });

  test("a refused save of the business facts scrolls to and focuses the first invalid field", async ({
    page,
  }) => {
    test.info().annotations.push({ type: "allow-console", description: "Failed to load resource" });
    await signIn(page);
    await openAdminTab(page, "Strona");
    const email = page.getByLabel("E-mail", { exact: true });
    const old = await email.inputValue();
    await email.fill("not-an-address");
    // Scroll away so the field is out of view, then save.
    const save = page.getByTestId("settings-form").getByRole("button", { name: "Zapisz" });
    await save.scrollIntoViewIfNeeded();
    await save.click();
    await expect(email).toBeFocused();
    await expect(email).toBeInViewport();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await shot(page, "settings-invalid-375");
    await email.fill(old);
    await save.click();
    await expect(page.getByText("Dane zapisane. Są już na stronie.")).toBeVisible();
  });

  test("the one-tap notices are named by place, and Cofnij undoes one at once", async ({
    page,
  }) => {
    await signIn(page);
    await api(page, "DELETE", "/api/admin/notices/zegrze");
    await openAdminTab(page, "Strona");
    for (const place of ["Warszawa", "Zegrze", "Gdańsk"])
      await expect(
        page.getByRole("button", { name: `Odwołane dziś – silny wiatr (${place})`, exact: true }),
      ).toHaveCount(1);

    const card = page.getByTestId("notice-zegrze");
    await page
      .getByRole("button", { name: "Odwołane dziś – silny wiatr (Zegrze)", exact: true })
      .click();
    await expect(card).toContainText("Widoczny teraz");
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Komunikat zapisany" });
    await expect(toast.getByRole("button", { name: "Cofnij" })).toBeVisible();
    await shot(page, "notice-undo-375");
    await toast.getByRole("button", { name: "Cofnij" }).click();
    await expect(page.getByText("Cofnięto: komunikat jest taki jak przed zmianą.")).toBeVisible();
    await expect(card).toContainText("Brak komunikatu");
    const { items } = (await (await api(page, "GET", "/api/admin/notices")).json()) as {
      items: Array<{ scope: string }>;
    };
    expect(items.map((n) => n.scope)).not.toContain("zegrze");

    // The change history names the notice's fields and values in the panel's words (item 15).
    await openAdminTab(page, "Historia zmian");
    const entry = page.locator('li[data-entity="site_notice"][data-action="create"]').first();
    await expect(entry).toContainText("Rodzaj:");
    await expect(entry).toContainText("rejsy odwołane");
    await expect(entry).toContainText("Komunikat na stronie: Zegrze");
    await expect(entry).not.toContainText("Rodzaj: cancelled");
    await expect(entry).not.toContainText("message_pl");
  });

  test("a campaign draft survives leaving the editor and a reload", async ({ page }) => {
    test.info().annotations.push({
      type: "allow-console",
      description: "Blocked script execution in 'about:srcdoc'",
    });
    const stamp = Date.now();
    await signIn(page);
    await openAdminTab(page, "Newsletter");
    const section = page.getByTestId("campaigns");

    // Written and left at once (no "Zapisz szkic"): saved on leaving, there after a reload.
    await section.getByRole("button", { name: "Nowa kampania" }).click();
    await section.getByLabel("Temat (po polsku)").fill(`Szkic ${stamp}`);
    await section.getByLabel("Treść (po polsku, Markdown)").fill("Rejs o zachodzie słońca.");
    await section.getByRole("button", { name: "Wróć do listy" }).click();
    await expect(section.locator("li").filter({ hasText: `Szkic ${stamp}` })).toBeVisible();
    await page.reload();
    await openAdminTab(page, "Newsletter");
    await section.getByRole("button", { name: `Otwórz: Szkic ${stamp}` }).click();
    await expect(section.getByLabel("Treść (po polsku, Markdown)")).toHaveValue(
      "Rejs o zachodzie słońca.",
    );

    // Typed on and reloaded before the save as you type: the newer text comes back.
    await section.getByLabel("Treść (po polsku, Markdown)").fill("Rejs o zachodzie słońca. Koce!");
    await page.reload();
    await openAdminTab(page, "Newsletter");
    await section.getByRole("button", { name: `Otwórz: Szkic ${stamp}` }).click();
    await expect(section.getByLabel("Treść (po polsku, Markdown)")).toHaveValue(
      "Rejs o zachodzie słońca. Koce!",
    );

    // Not yet savable (no text): kept in this browser, back after a reload.
    await section.getByRole("button", { name: "Wróć do listy" }).click();
    await section.getByRole("button", { name: "Nowa kampania" }).click();
    await section.getByLabel("Temat (po polsku)").fill(`Tylko temat ${stamp}`);
    await expect(section.getByTestId("campaign-draft")).toContainText(
      "Szkic jest zachowany w tej przeglądarce.",
    );
    await section.getByTestId("campaign-draft").scrollIntoViewIfNeeded();
    await shot(page, "campaign-draft-375");
    await page.reload();
    await openAdminTab(page, "Newsletter");
    await section.getByRole("button", { name: "Nowa kampania" }).click();
    await expect(section.getByLabel("Temat (po polsku)")).toHaveValue(`Tylko temat ${stamp}`);
    await expect(section.getByTestId("campaign-draft")).toContainText(
      "Przywrócono niezapisany szkic z tej przeglądarki.",
    );
  });
});
