/**
 * The administrator's "Subskrybenci" tab (issue 16): two people subscribe through the public
 * newsletter dialog (one in English); the administrator finds one by search, filters by
 * language, opens the access report and downloads it, exports the CSV, erases one person and
 * checks they are gone from the list, the CSV and the change history. At 1280 and 375 px, with
 * axe on the tab, the report and the confirmation.
 */
import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Download, Page } from "@playwright/test";
import { NEWSLETTER_CONSENT_VERSION } from "../../app/features/newsletter/regions";
import { E2E } from "./env";
import { expect, setLanguage, test, uniqueIp, type Lang } from "./fixtures";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

async function expectNoAxeViolations(page: Page, label: string, include?: string) {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  const violations = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(violations, `axe violations on ${label}`).toEqual([]);
}

const DIALOG = {
  pl: {
    open: "Zapisz się do newslettera",
    title: /zapisz się do newslettera/i,
    name: /^Imię/,
    email: /^E-mail/,
    consent: /Wyrażam zgodę na otrzymywanie/,
    submit: "Zapisz się",
    success: "Dziękujemy za zapis!",
  },
  en: {
    open: "Subscribe to the newsletter",
    title: /join the newsletter/i,
    name: /^Name/,
    email: /^E-mail/,
    consent: /I agree to receive the newsletter/,
    submit: "Subscribe",
    success: "Thank you for subscribing!",
  },
} as const;

/** A visitor in their own browser context subscribes through the home page's newsletter dialog. */
async function subscribeThroughDialog(browser: Browser, lang: Lang, name: string, email: string) {
  const context = await browser.newContext({
    baseURL: E2E.baseURL,
    locale: lang === "pl" ? "pl-PL" : "en-GB",
    extraHTTPHeaders: { "X-Forwarded-For": uniqueIp() },
  });
  await setLanguage(context, lang);
  const page = await context.newPage();
  const d = DIALOG[lang];
  await page.goto("/");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 15_000 });
  const dialog = page.getByRole("dialog", { name: d.title });
  // The dialog's code loads on first use; on a busy machine the first click can beat it.
  await expect(async () => {
    if (!(await dialog.isVisible()))
      await page.getByRole("button", { name: d.open }).first().click();
    await expect(dialog.getByLabel(d.name)).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  // A submit before the form's script runs is a plain form post (it works without JavaScript).
  await expect(dialog.locator("form")).toHaveAttribute("data-hydrated", "true");
  await dialog.getByLabel(d.name).fill(name);
  await dialog.getByLabel(d.email).fill(email);
  await dialog.getByLabel(d.consent).check();
  const response = page.waitForResponse("**/api/newsletter/subscribe");
  await dialog.getByRole("button", { name: d.submit, exact: true }).click();
  expect((await response).status()).toBe(201);
  await expect(page.getByText(d.success)).toBeVisible();
  await context.close();
}

async function signedInAdmin(page: Page) {
  const res = await page.request.post("/api/auth/sign-in/email", {
    headers: { Origin: E2E.baseURL },
    data: { email: E2E.adminEmail, password: E2E.adminPassword },
  });
  expect(res.ok()).toBe(true);
  await page.goto("/admin?tab=subscribers");
}

async function downloadText(
  page: Page,
  click: () => Promise<void>,
): Promise<{ text: string; download: Download }> {
  const pending = page.waitForEvent("download");
  await click();
  const download = await pending;
  return { text: await readFile((await download.path())!, "utf8"), download };
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
]) {
  test(`subscribers tab at ${viewport.width} px: search, filter, access report, CSV, erasure`, async ({
    page,
    context,
    browser,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await setLanguage(context, "pl");
    const stamp = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
    const polish = { name: "Zofia Wiśniewska", email: `subs-pl-${stamp}@example.com` };
    const english = { name: "Oliver Brown", email: `subs-en-${stamp}@example.com` };
    await subscribeThroughDialog(browser, "pl", polish.name, polish.email);
    await subscribeThroughDialog(browser, "en", english.name, english.email);

    await signedInAdmin(page);
    await expect(
      page.getByRole("tab", { name: "Subskrybenci", includeHidden: true }),
    ).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("heading", { name: "Subskrybenci newslettera" })).toBeVisible();
    // Only one of the two layouts (cards or table) is shown at a time.
    const rows = page.locator("[data-subscriber-id]:visible");
    const rowOf = (email: string) => rows.filter({ hasText: email });

    // Search by e-mail finds the one person, with the consent time and text version.
    const search = page.getByLabel("Szukaj (imię lub e-mail)");
    await search.fill(polish.email);
    await expect(rows).toHaveCount(1);
    await expect(rowOf(polish.email)).toContainText(polish.name);
    await expect(rowOf(polish.email)).toContainText(`wersja treści: ${NEWSLETTER_CONSENT_VERSION}`);
    await expect(rowOf(polish.email)).toContainText("Aktywny");
    await expect(page.getByTestId("subscribers-total")).toHaveText("Znaleziono: 1");

    // Both by a shared part of the address, then filtered by language.
    await search.fill(stamp);
    await expect(rows).toHaveCount(2);
    await page.getByRole("combobox", { name: "Język" }).selectOption("en");
    await expect(rows).toHaveCount(1);
    await expect(rowOf(english.email)).toContainText("angielski");
    await expect(rowOf(polish.email)).toHaveCount(0);
    await expectNoAxeViolations(page, `subscribers tab ${viewport.width}px`);

    // The access report: the row, the consent and the welcome e-mail sent, then the JSON download.
    await rowOf(english.email)
      .getByRole("button", { name: `Pokaż dane: ${english.email}` })
      .click();
    const report = page.getByRole("dialog", { name: "Dane osoby (żądanie dostępu)" });
    await expect(report.getByTestId("access-report")).toBeVisible();
    await expect(report).toContainText(english.name);
    await expect(report).toContainText(NEWSLETTER_CONSENT_VERSION);
    await expect(report).toContainText("Wysłane e-maile (1)");
    await expect(report).toContainText("Welcome to the RIB Warsaw newsletter!");
    await expectNoAxeViolations(page, `access report ${viewport.width}px`, '[role="dialog"]');
    const json = await downloadText(page, () =>
      report.getByRole("link", { name: "Pobierz dane (JSON)" }).click(),
    );
    expect(json.download.suggestedFilename()).toMatch(/^subscriber-\d+-data\.json$/);
    const body = JSON.parse(json.text) as {
      report: { email: string; subscriber: { consentVersion: string }; messages: unknown[] };
    };
    expect(body.report.email).toBe(english.email);
    expect(body.report.subscriber.consentVersion).toBe(NEWSLETTER_CONSENT_VERSION);
    expect(body.report.messages).toHaveLength(1);
    await page.keyboard.press("Escape");
    await expect(report).toBeHidden();

    // The CSV of the filtered list: a BOM, the header, the English row, not the Polish one.
    const csv = await downloadText(page, () =>
      page.getByRole("link", { name: "Eksportuj CSV" }).click(),
    );
    expect(csv.text.startsWith("\uFEFFid,name,email")).toBe(true);
    expect(csv.text).toContain(english.email);
    expect(csv.text).not.toContain(polish.email);

    // Erasure: the confirmation names the consequence; afterwards the row is gone everywhere.
    await rowOf(english.email)
      .getByRole("button", { name: `Usuń dane: ${english.email}` })
      .click();
    const confirm = page.getByRole("alertdialog", { name: "Usunąć trwale dane tej osoby?" });
    await expect(confirm).toContainText(english.email);
    await expect(confirm).toContainText("Tego nie da się cofnąć");
    await expectNoAxeViolations(
      page,
      `erase confirmation ${viewport.width}px`,
      '[role="alertdialog"]',
    );
    await confirm.getByRole("button", { name: "Anuluj" }).click();
    await expect(rowOf(english.email)).toHaveCount(1);
    await rowOf(english.email)
      .getByRole("button", { name: `Usuń dane: ${english.email}` })
      .click();
    await confirm.getByRole("button", { name: "Usuń trwale" }).click();
    await expect(
      page.locator("[data-sonner-toast]").filter({ hasText: "✅ Usunięto dane osoby" }),
    ).toBeVisible();
    await expect(rowOf(english.email)).toHaveCount(0);
    await expect(
      page.getByText("Żaden subskrybent nie pasuje do wyszukiwania i filtrów."),
    ).toBeVisible();
    await page.getByRole("button", { name: "Wyczyść filtry" }).click();
    await search.fill(stamp);
    await expect(rows).toHaveCount(1);
    await expect(rowOf(polish.email)).toHaveCount(1);

    const headers = { "X-Forwarded-For": uniqueIp() };
    const after = await page.request.get("/api/admin/subscribers.csv", { headers });
    expect(after.status()).toBe(200);
    const afterText = await after.text();
    expect(afterText).not.toContain(english.email);
    expect(afterText).toContain(polish.email);
    const audit = await page.request.get("/api/admin/audit-log?entity=newsletter_subscriber", {
      headers,
    });
    expect(audit.status()).toBe(200);
    const auditText = await audit.text();
    expect(auditText).toContain('"erase"');
    expect(auditText).not.toContain(english.email);
  });
}
