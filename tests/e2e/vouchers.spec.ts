/**
 * Gift vouchers end to end at 375 px, in both languages, against the stack's fake Stripe
 * (issue 44): buy, pay on the fake's hosted page (its signed webhook issues the voucher), the
 * e-mail with the PDF, the look-up, redeeming in the panel from the QR link, and withdrawing
 * (refunded at the fake; refused after a redemption), and a hand-issued batch downloaded as
 * one PDF from the panel.
 */
import { readFile, writeFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { pdfPages } from "../support/pdf";
import { E2E } from "./env";
import { expect, setLanguage, test, waitForMail } from "./fixtures";

test.use({ viewport: { width: 375, height: 812 } });
test.describe.configure({ mode: "serial" });

async function buy(page: Page, opts: { buyer: string; recipient: string }) {
  await page.locator("#buyerName").fill("Anna Kupująca");
  await page.locator("#buyerEmail").fill(opts.buyer);
  await page.locator("#recipientName").fill(opts.recipient);
  await page.locator("input[name=terms]").check();
  await page.locator("form button[type=submit]").click();
  await page.waitForURL(/127\.0\.0\.1:\d+\/pay\//);
  await page.getByRole("button", { name: "Pay" }).click();
}

/** With E2E_SHOTS set, the walk leaves what it saw at 375 px (and the PDFs) in that folder. */
const SHOTS = process.env.E2E_SHOTS;
async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const codeIn = (text: string) =>
  /\b([2346789A-Z]{4}-[2346789A-Z]{4}-[2346789A-Z]{4})\b/.exec(text)![1]!;

test("pl: a value voucher bought, paid, e-mailed with its PDF, looked up, redeemed from its QR link; withdrawal then refused", async ({
  page,
  context,
}) => {
  test.info().annotations.push({ type: "allow-console", description: "Failed to load resource" });
  await setLanguage(context, "pl");
  await page.goto("/bony-podarunkowe");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bony podarunkowe");
  await page.locator("#voucher-amount").selectOption("300");
  await expect(page.getByText(/Do zapłaty: 300\sPLN/)).toBeVisible();
  await shot(page, "vouchers-pl-375");
  await buy(page, { buyer: "kupujaca-pl@example.com", recipient: "Zażółć Gęślą" });
  await page.waitForURL(/\/bony-podarunkowe\/dziekujemy/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dziękujemy! Bon jest w drodze");
  await shot(page, "vouchers-thanks-pl-375");

  const [mail] = await waitForMail((m) => m.to.includes("kupujaca-pl@example.com"), 15_000);
  const full = mail as typeof mail & {
    attachments: Array<{ filename: string; contentType: string }>;
  };
  expect(mail!.subject).toMatch(/^Twój bon podarunkowy RIB Warsaw: /);
  const code = codeIn(mail!.subject);
  expect(mail!.text).toContain("Wzór formularza odstąpienia od umowy");
  expect(full.attachments.map((a) => [a.filename, a.contentType])).toEqual([
    [`bon-${code}.pdf`, "application/pdf"],
  ]);
  const qrUrl = /(http\S+\/bony-podarunkowe\/sprawdz\?code=\S+)/.exec(mail!.text)![1]!;
  const withdrawUrl = /(http\S+\/api\/vouchers\/withdraw\?token=\S+)/.exec(mail!.text)![1]!;

  await page.goto(`/bony-podarunkowe/sprawdz?code=${code.toLowerCase()}`);
  await expect(page.getByText(/^300\sPLN$/)).toBeVisible();
  await expect(page.getByText("aktywny")).toBeVisible();

  // The operator scans the QR code, signed in: the voucher opens in the panel.
  await page.goto("/admin/login");
  await page.getByLabel("E-mail").fill(E2E.adminEmail);
  await page.getByLabel("Hasło").fill(E2E.adminPassword);
  await page.getByRole("button", { name: "Zaloguj się", exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(new URL(qrUrl).pathname + new URL(qrUrl).search);
  await expect(page).toHaveURL(/\/admin\?tab=vouchers&voucher=/);
  await expect(page.getByTestId("voucher-balance")).toHaveText(/^300\sPLN$/);
  await shot(page, "vouchers-panel-voucher-pl-375");
  if (SHOTS) {
    const pdf = await page.request.get(`/api/admin/vouchers/${code}/pdf`);
    expect(pdf.status()).toBe(200);
    await writeFile(`${SHOTS}/voucher-${code}.pdf`, await pdf.body());
  }
  await page.locator("input[name=amount]").first().fill("120");
  await page.getByRole("button", { name: "Zrealizuj", exact: true }).click();
  await expect(page.getByTestId("voucher-balance")).toHaveText(/^180\sPLN$/);
  await page.locator("input[name=note]").first().fill("reszta");
  await page.locator("input[name=amount]").first().fill("180");
  await page.getByRole("button", { name: "Zrealizuj", exact: true }).click();
  await expect(page.getByTestId("voucher-balance")).toHaveText(/^0\sPLN$/);
  await shot(page, "vouchers-panel-redeemed-pl-375");

  // After a redemption the link cannot withdraw: the page says why and offers no button.
  await page.goto(new URL(withdrawUrl).pathname + new URL(withdrawUrl).search);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bon został już wykorzystany");
  await expect(page.locator("form")).toHaveCount(0);
});

test("en: a cruise voucher for two, paid, and withdrawn within 14 days (the fake Stripe records the refund)", async ({
  page,
  context,
}) => {
  await setLanguage(context, "en");
  await page.goto("/en/gift-vouchers?rejs=20min");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gift vouchers");
  await expect(page.locator("#voucher-cruise")).toHaveValue("20min");
  await page.locator("#voucher-people").fill("2");
  await expect(page.getByText(/To pay: 180\sPLN/)).toBeVisible();
  await shot(page, "vouchers-en-375");
  await buy(page, { buyer: "buyer-en@example.com", recipient: "Sam" });
  await page.waitForURL(/\/en\/gift-vouchers\/thank-you/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Thank you! Your voucher is on its way",
  );
  await shot(page, "vouchers-thanks-en-375");

  const [mail] = await waitForMail((m) => m.to.includes("buyer-en@example.com"), 15_000);
  expect(mail!.subject).toMatch(/^Your RIB Warsaw gift voucher: /);
  expect(mail!.text).toContain("Model withdrawal form");
  const withdrawUrl = /(http\S+\/api\/vouchers\/withdraw\?token=\S+)/.exec(mail!.text)![1]!;
  await page.goto(new URL(withdrawUrl).pathname + new URL(withdrawUrl).search);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Withdrawing from a voucher purchase",
  );
  await page
    .getByRole("button", { name: "I withdraw from the contract – please refund me" })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Refund on its way");
  const refunds = (await (await fetch(`${E2E.controlURL}/stripe/refunds`)).json()) as Array<{
    amount: number;
  }>;
  expect(refunds.at(-1)!.amount).toBe(18_000);
  const code = codeIn(mail!.subject);
  const lookup = await page.request.get(`/api/vouchers/${code}`);
  expect(await lookup.json()).toMatchObject({ status: "void", balance: 0, kind: "cruise" });
});

test("pl: a batch issued by hand in the panel downloads as one PDF, an A4 and an A6 page per voucher (decision 433)", async ({
  page,
}) => {
  await page.goto("/admin/login");
  await page.getByLabel("E-mail").fill(E2E.adminEmail);
  await page.getByLabel("Hasło").fill(E2E.adminPassword);
  await page.getByRole("button", { name: "Zaloguj się", exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto("/admin?tab=vouchers");
  const issue = page.locator("section", { hasText: "Wydaj bony ręcznie" });
  await issue.getByLabel("Kwota (PLN)").fill("150");
  await issue.getByLabel("Liczba (1–500)").fill("3");
  await issue.getByLabel("Dla kogo (opcjonalnie)").fill("Firma Żagiel");
  await issue.getByLabel("Notatka").fill("partia świąteczna");
  await issue.getByRole("button", { name: "Wydaj", exact: true }).click();
  await expect(issue.getByText("Wydano bonów: 3.")).toBeVisible();
  const codes = (await issue.locator("textarea").inputValue()).split("\n");
  await shot(page, "vouchers-panel-batch-pl-375");
  expect(codes).toHaveLength(3);
  // The list beside the form refreshes: the vouchers just issued are in it.
  for (const code of codes) await expect(page.getByRole("button", { name: code })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    issue.getByRole("link", { name: "Pobierz wszystkie bony w jednym pliku PDF (3)" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^vouchers-\d{4}-\d{2}-\d{2}-3\.pdf$/);
  const pdf = await readFile((await download.path())!);
  if (SHOTS) await writeFile(`${SHOTS}/vouchers-batch.pdf`, pdf);
  const pages = await pdfPages(pdf);
  expect(pages).toHaveLength(6);
  codes.forEach((code, i) => {
    for (const text of [pages[2 * i]!, pages[2 * i + 1]!]) {
      expect(text).toContain(code);
      expect(text).toMatch(/150\sPLN/);
      expect(text).toContain("Firma Żagiel");
    }
  });
});
