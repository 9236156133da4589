/**
 * Passkeys (decision 268), end to end on a phone-sized screen in Polish, with Chromium's virtual
 * authenticator standing in for the phone's fingerprint reader. An administrator of its own (the
 * shared main one only creates it) adds a passkey, turns on two-step sign-in, signs in with the
 * passkey alone, finds the audit row, removes the passkey and can no longer sign in with it.
 *
 * Browsers refuse an IP address as a passkey's site, so this spec browses the stack as
 * http://localhost:<port>, which the server accepts for a loopback PUBLIC_SITE_URL. Screenshots go
 * to E2E_SHOTS when it is set.
 */
import { request as playwrightRequest, type Locator, type Page } from "@playwright/test";
import { E2E } from "./env";
import { expect, test, uniqueIp } from "./fixtures";
import { totp } from "../support/totp";

const LOCAL_URL = `http://localhost:${E2E.port}`;

const SHOTS = process.env.E2E_SHOTS;
async function shot(target: Page | Locator, name: string) {
  if (!SHOTS) return;
  // Toasts slide in: let them settle.
  await new Promise((r) => setTimeout(r, 800));
  await target.screenshot({
    path: `${SHOTS}/${name}.png`,
    ...("goto" in target ? { fullPage: false } : {}),
  });
}

/** Nothing sticks out sideways at 375 px. */
async function fitsThePhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

test.use({
  baseURL: LOCAL_URL,
  viewport: { width: 375, height: 812 },
  isMobile: true,
  hasTouch: true,
  locale: "pl-PL",
});

test("an administrator adds a passkey, signs in with it alone, sees it audited, removes it and it no longer signs in", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  // The wrong password is answered 400 and the removed passkey's sign-in 401, which the browser logs.
  test
    .info()
    .annotations.push(
      { type: "allow-console", description: "status of 400" },
      { type: "allow-console", description: "status of 401" },
    );
  const email = `passkey-admin-${Date.now()}@ribwarsaw.test`;
  const password = "amber-heron-window-river-41";

  // 1. The main administrator makes an administrator of its own for this spec (test stacks only).
  const api = await playwrightRequest.newContext({
    baseURL: LOCAL_URL,
    extraHTTPHeaders: { "X-Forwarded-For": uniqueIp(), Origin: LOCAL_URL },
  });
  expect(
    (
      await api.post("/api/auth/sign-in/email", {
        data: { email: E2E.adminEmail, password: E2E.adminPassword },
      })
    ).status(),
  ).toBe(200);
  expect(
    (
      await api.post("/api/auth/admin/create-user", {
        data: { email, password, name: "Passkey admin", role: "admin" },
      })
    ).status(),
  ).toBe(200);
  await api.dispose();

  // 2. The phone: a platform authenticator that verifies its user (fingerprint or face).
  const cdp = await context.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });

  // 3. Password sign-in, then the Account tab's passkeys card: a name and the password, then the device.
  await page.goto("/admin/login");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Hasło", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Zaloguj się", exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto("/admin?tab=account");
  const card = page.getByRole("region", { name: "Klucze dostępu (passkeys)" });
  await expect(card.getByText("Nie masz jeszcze kluczy dostępu.")).toBeVisible();
  await card.getByLabel("Nazwa klucza").fill("iPhone");
  await card.getByLabel("Obecne hasło").fill("not-my-password-at-all");
  await card.getByRole("button", { name: "Dodaj klucz dostępu" }).click();
  await expect(card.getByText("Obecne hasło jest nieprawidłowe.")).toBeVisible();
  await card.getByLabel("Obecne hasło").fill(password);
  await card.getByRole("button", { name: "Dodaj klucz dostępu" }).click();
  await expect(page.getByText("Dodano klucz dostępu „iPhone”.")).toBeVisible();
  const list = card.getByTestId("passkeys");
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list).toContainText("iPhone");
  await expect(list).toContainText("Dodany");
  // "Ostatnio użyty": never yet.
  await expect(list.locator("dd").last()).toHaveText("nigdy");
  await fitsThePhone(page);
  const { credentials } = await cdp.send("WebAuthn.getCredentials", {
    authenticatorId,
  });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]!.isResidentCredential).toBe(true);

  // 4. Two-step sign-in on, so the passkey sign-in below shows it needs no code.
  const start = await page.request.post("/api/admin/account/two-factor/start", {
    data: { password },
    headers: { Origin: LOCAL_URL },
  });
  expect(start.status()).toBe(200);
  const { secret } = (await start.json()) as { secret: string };
  expect(
    (
      await page.request.post("/api/admin/account/two-factor/confirm", {
        data: { code: totp(secret) },
        headers: { Origin: LOCAL_URL },
      })
    ).status(),
  ).toBe(200);

  // 5. Signed out, the passkey alone signs in: no password, no code.
  await page.goto("/admin");
  await page.getByRole("button", { name: "Wyloguj", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
  await expect(page.getByRole("button", { name: "Zaloguj się kluczem dostępu" })).toBeEnabled();
  await fitsThePhone(page);
  await shot(page, "login-passkey-button");
  await page.getByRole("button", { name: "Zaloguj się kluczem dostępu" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText("Zalogowano kluczem dostępu.")).toBeVisible();
  await expect(page.getByLabel("Kod z aplikacji")).toHaveCount(0);
  await page.goto("/admin?tab=account");
  await expect(card.getByTestId("passkeys").locator("dd").last()).not.toHaveText("nigdy");
  await fitsThePhone(page);
  await shot(card, "account-passkeys-card");
  await expect(page.getByTestId("two-factor-status")).toHaveText(
    "Włączone: przy logowaniu podajesz hasło i kod z aplikacji.",
  );

  // 6. The change history has the addition, with the name and nothing secret.
  await page.goto("/admin?tab=history");
  const entry = page.getByRole("listitem").filter({ hasText: "dodanie klucza dostępu" }).first();
  await expect(entry).toContainText("Konto administratora");
  await expect(entry).toContainText("iPhone");
  const audit = await (await page.request.get("/api/admin/audit-log?entity=admin_account")).text();
  expect(audit).toContain("passkey_add");
  expect(audit).not.toContain(credentials[0]!.credentialId);

  // 7. Removed (after a confirmation), it is gone from the list and audited.
  await page.goto("/admin?tab=account");
  await card.getByRole("button", { name: "Usuń klucz dostępu „iPhone”" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("Usunąć klucz dostępu „iPhone”?");
  await dialog.getByRole("button", { name: "Usuń klucz" }).click();
  await expect(page.getByText("Usunięto klucz dostępu „iPhone”.")).toBeVisible();
  await expect(card.getByText("Nie masz jeszcze kluczy dostępu.")).toBeVisible();
  expect(
    await (await page.request.get("/api/admin/audit-log?entity=admin_account")).text(),
  ).toContain("passkey_remove");

  // 8. The phone still holds the key, but it no longer signs in, and the page says why.
  await page.getByRole("button", { name: "Wyloguj", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
  await page.goto("/admin/login");
  await page.getByRole("button", { name: "Zaloguj się kluczem dostępu" }).click();
  await expect(
    page.getByText(
      "Ten klucz dostępu nie jest już zarejestrowany w panelu (mógł zostać usunięty). Zaloguj się hasłem.",
    ),
  ).toBeVisible();
  await shot(page, "login-passkey-removed");
  await expect(page).toHaveURL(/\/admin\/login/);
  expect((await page.request.get("/api/admin/account")).status()).toBe(401);
});
