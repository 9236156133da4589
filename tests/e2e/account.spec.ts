/**
 * The administrator's account (decision 190), end to end. The stack's main administrator is
 * shared by every admin spec, so it only invites: a second administrator, made here through the
 * invitation e-mail, is the one that turns on two-step sign-in and changes its password.
 */
import type { Page } from "@playwright/test";
import { E2E } from "./env";
import { expect, test, waitForMail, hydrated, ownContext, passwordStep } from "./fixtures";
import { totp } from "../support/totp";

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Wyloguj", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
}

async function openAccountTab(page: Page) {
  await hydrated(page, "/admin?tab=account");
  await expect(page.getByRole("tab", { name: "Konto", includeHidden: true })).toHaveAttribute(
    "aria-selected",
    "true",
  );
}

test.describe.configure({ mode: "serial" });

test("invite a second administrator, turn on two-step sign-in, backup codes, password, sessions", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const invitee = `second-admin-${Date.now()}@ribwarsaw.test`;
  const firstPassword = "quiet-harbour-lantern-52";
  const newPassword = "silver-otter-morning-tide-8";

  // 1. The main administrator invites (the panel prompts it to turn on 2FA, which it leaves alone here).
  await passwordStep(page, E2E.adminEmail, E2E.adminPassword);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByTestId("two-factor-prompt")).toBeVisible();
  await openAccountTab(page);
  const inviteCard = page.getByRole("region", {
    name: "Zaproś administratora",
  });
  await inviteCard.getByLabel("Adres e-mail").fill(invitee);
  await inviteCard.getByLabel("Język wiadomości").selectOption("en");
  await inviteCard.getByRole("button", { name: "Wyślij zaproszenie" }).click();
  await expect(page.getByText(`Wysłano zaproszenie do ${invitee}.`)).toBeVisible();
  await expect(inviteCard.getByTestId("pending-invitations")).toContainText(invitee);

  // 2. The link arrives through the outbox, in English.
  const [mail] = await waitForMail((m) => m.to.includes(invitee));
  expect(mail!.subject).toBe("Invitation to the RIB Warsaw administrator panel");
  const link = /(http:\/\/\S+\/admin\/zaproszenie\?token=[\w-]+)/.exec(mail!.text)?.[1];
  expect(link, mail!.text).toBeTruthy();

  // 3. The invitee sets a password: the policy applies, then the link is used up.
  const inviteeContext = await ownContext(browser);
  const p2 = await inviteeContext.newPage();
  await hydrated(p2, link!);
  await p2.getByLabel("Nowe hasło", { exact: true }).fill("password1234");
  await p2.getByLabel("Powtórz nowe hasło").fill("password1234");
  await p2.getByRole("button", { name: "Ustaw hasło i utwórz konto" }).click();
  await expect(
    p2.getByText("To hasło łatwo odgadnąć. Użyj dłuższej frazy z niepowiązanych słów."),
  ).toBeVisible();
  await p2.getByLabel("Nowe hasło", { exact: true }).fill(firstPassword);
  await p2.getByLabel("Powtórz nowe hasło").fill(firstPassword);
  await p2.getByRole("button", { name: "Ustaw hasło i utwórz konto" }).click();
  await expect(p2.getByText("Konto utworzone. Zaloguj się nowym hasłem.")).toBeVisible();
  await hydrated(p2, link!);
  await expect(p2.getByTestId("invitation-problem")).toHaveText(
    "To zaproszenie zostało już wykorzystane.",
  );

  // 4. The invitee signs in (no 2FA yet: the prompt shows) and turns two-step sign-in on.
  await passwordStep(p2, invitee, firstPassword);
  await expect(p2).toHaveURL(/\/admin$/);
  await expect(p2.getByTestId("two-factor-prompt")).toBeVisible();
  await openAccountTab(p2);
  const twoFactorCard = p2.getByRole("region", {
    name: "Logowanie dwuetapowe",
    exact: true,
  });
  await twoFactorCard.getByLabel("Obecne hasło").fill("not-my-password-at-all");
  await twoFactorCard.getByRole("button", { name: "Włącz logowanie dwuetapowe" }).click();
  await expect(twoFactorCard.getByText("Obecne hasło jest nieprawidłowe.")).toBeVisible();
  await twoFactorCard.getByLabel("Obecne hasło").fill(firstPassword);
  await twoFactorCard.getByRole("button", { name: "Włącz logowanie dwuetapowe" }).click();
  await expect(
    twoFactorCard.getByRole("img", {
      name: "Kod QR do dodania konta w aplikacji uwierzytelniającej",
    }),
  ).toBeVisible();
  const secret = (await twoFactorCard.getByTestId("totp-secret").getAttribute("data-secret"))!;
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  await twoFactorCard
    .getByLabel("Kod z aplikacji")
    .fill(String((Number(totp(secret)) + 1) % 1_000_000).padStart(6, "0"));
  await twoFactorCard.getByRole("button", { name: "Potwierdź i włącz" }).click();
  await expect(
    twoFactorCard.getByText("Kod jest nieprawidłowy lub wygasł. Spróbuj ponownie."),
  ).toBeVisible();
  await twoFactorCard.getByLabel("Kod z aplikacji").fill(totp(secret));
  await twoFactorCard.getByRole("button", { name: "Potwierdź i włącz" }).click();
  const codesBox = twoFactorCard.getByTestId("backup-codes");
  await expect(codesBox).toBeVisible();
  const backupCodes = await codesBox.locator("li").allInnerTexts();
  expect(backupCodes).toHaveLength(10);
  await twoFactorCard.getByRole("button", { name: "Kody są zapisane" }).click();
  await expect(codesBox).toHaveCount(0);
  await expect(twoFactorCard.getByTestId("two-factor-status")).toHaveText(
    "Włączone: przy logowaniu podajesz hasło i kod z aplikacji.",
  );
  await expect(p2.getByTestId("two-factor-prompt")).toHaveCount(0);
  await signOut(p2);

  // 5. Password alone is no longer enough: the code is asked for.
  await passwordStep(p2, invitee, firstPassword);
  await expect(p2.getByRole("heading", { name: "Logowanie dwuetapowe" })).toBeVisible();
  expect((await p2.context().request.get("/api/admin/me")).status()).toBe(401);
  // The code that turned 2FA on is used up (a code signs in once): the app's next code works.
  await p2.getByLabel("Kod z aplikacji").fill(totp(secret, Date.now() + 30_000));
  await p2.getByRole("button", { name: "Zaloguj się", exact: true }).click();
  await expect(p2).toHaveURL(/\/admin$/);
  await expect(p2.getByTestId("admin-greeting")).toContainText(invitee);
  await signOut(p2);

  // 6. A backup code works once.
  await passwordStep(p2, invitee, firstPassword);
  await p2.getByRole("button", { name: "Użyj kodu zapasowego" }).click();
  await p2.getByLabel("Kod zapasowy").fill(backupCodes[0]!);
  await p2.getByRole("button", { name: "Zaloguj się", exact: true }).click();
  await expect(p2).toHaveURL(/\/admin$/);
  await signOut(p2);
  await passwordStep(p2, invitee, firstPassword);
  await p2.getByRole("button", { name: "Użyj kodu zapasowego" }).click();
  await p2.getByLabel("Kod zapasowy").fill(backupCodes[0]!);
  await p2.getByRole("button", { name: "Zaloguj się", exact: true }).click();
  await expect(p2.getByText("Kod zapasowy jest nieprawidłowy lub został już użyty.")).toBeVisible();
  expect((await p2.context().request.get("/api/admin/me")).status()).toBe(401);
  await p2.getByLabel("Kod zapasowy").fill(backupCodes[1]!);
  await p2.getByRole("button", { name: "Zaloguj się", exact: true }).click();
  await expect(p2).toHaveURL(/\/admin$/);

  // 7. Password change: the policy's messages, then the new one works.
  await openAccountTab(p2);
  const passwordCard = p2.getByRole("region", { name: "Zmiana hasła" });
  await passwordCard.getByLabel("Obecne hasło").fill(firstPassword);
  await passwordCard.getByLabel("Nowe hasło", { exact: true }).fill("abcdef");
  await passwordCard.getByLabel("Powtórz nowe hasło").fill("abcdef");
  await passwordCard.getByRole("button", { name: "Zmień hasło" }).click();
  await expect(passwordCard.getByText("Hasło musi mieć co najmniej 12 znaków.")).toBeVisible();
  // The server refuses it too, whatever the form does.
  const short = await p2.context().request.post("/api/admin/account/password", {
    data: { currentPassword: firstPassword, newPassword: "abcdef" },
    headers: { Origin: E2E.baseURL },
  });
  expect(short.status()).toBe(400);
  await passwordCard.getByLabel("Nowe hasło", { exact: true }).fill("password1234");
  await passwordCard.getByLabel("Powtórz nowe hasło").fill("password1234");
  await passwordCard.getByRole("button", { name: "Zmień hasło" }).click();
  await expect(
    passwordCard.getByText("To hasło łatwo odgadnąć. Użyj dłuższej frazy z niepowiązanych słów."),
  ).toBeVisible();
  await passwordCard.getByLabel("Nowe hasło", { exact: true }).fill(newPassword);
  await passwordCard.getByLabel("Powtórz nowe hasło").fill(newPassword);
  await passwordCard.getByRole("button", { name: "Zmień hasło" }).click();
  await expect(p2.getByText("Hasło zostało zmienione.")).toBeVisible();
  const oldPassword = await (
    await ownContext(browser)
  ).request.post("/api/auth/sign-in/email", {
    data: { email: invitee, password: firstPassword },
    headers: { Origin: E2E.baseURL },
  });
  expect(oldPassword.status()).toBe(401);

  // 8. Sessions: a second device shows up; "sign out everywhere else" ends it and keeps this one.
  const otherContext = await ownContext(browser);
  const p3 = await otherContext.newPage();
  await passwordStep(p3, invitee, newPassword);
  await p3.getByRole("button", { name: "Użyj kodu zapasowego" }).click();
  await p3.getByLabel("Kod zapasowy").fill(backupCodes[2]!);
  await p3.getByRole("button", { name: "Zaloguj się", exact: true }).click();
  await expect(p3).toHaveURL(/\/admin$/);
  await openAccountTab(p2);
  const sessions = p2.getByTestId("sessions");
  await expect(sessions.locator("li")).toHaveCount(2);
  await expect(sessions.locator("li[data-current]")).toContainText("To urządzenie");
  await expect(sessions.locator("li").first()).toContainText("Chrome");
  // At 375 px the tabs sit behind the sections menu (decision 233); opened, the Account tab
  // is in view without scrolling sideways.
  await p2.setViewportSize({ width: 375, height: 740 });
  await p2.getByTestId("admin-tabs-menu").click();
  const accountTab = p2.getByRole("tab", { name: "Konto" });
  const tabBox = (await accountTab.boundingBox())!;
  expect(tabBox.x + tabBox.width).toBeLessThanOrEqual(375);
  expect(await p2.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await p2.setViewportSize({ width: 1280, height: 720 });
  await p2.getByRole("button", { name: "Wyloguj wszędzie indziej" }).click();
  await expect(p2.getByText("Wylogowano 1 inną sesję.")).toBeVisible();
  await expect(sessions.locator("li")).toHaveCount(1);
  expect((await otherContext.request.get("/api/admin/me")).status()).toBe(401);
  expect((await p2.context().request.get("/api/admin/me")).status()).toBe(200);

  // 9. Every account change is in the change history, and no password or secret is.
  const audit = await p2.context().request.get("/api/admin/audit-log?entity=admin_account");
  const auditText = await audit.text();
  for (const action of ["two_factor_enable", "password_change", "sessions_revoke_others"])
    expect(auditText).toContain(action);
  for (const secretValue of [firstPassword, newPassword, secret, backupCodes[3]!])
    expect(auditText).not.toContain(secretValue);

  await otherContext.close();
  await inviteeContext.close();
});

test("better-auth endpoints the product does not use answer 404, even to the signed-in administrator", async ({
  page,
}) => {
  const api = page.context().request;
  const headers = { Origin: E2E.baseURL };
  expect(
    (
      await api.post("/api/auth/sign-in/email", {
        data: { email: E2E.adminEmail, password: E2E.adminPassword },
        headers,
      })
    ).status(),
  ).toBe(200);
  for (const path of [
    "/api/auth/admin/set-role",
    "/api/auth/admin/impersonate-user",
    "/api/auth/admin/set-user-password",
    "/api/auth/admin/remove-user",
    "/api/auth/sign-up/email",
    "/api/auth/two-factor/enable",
    "/api/auth/change-password",
  ]) {
    const res = await api.post(path, {
      data: {
        userId: "x",
        role: "admin",
        newPassword: "long-enough-password-1",
        password: "x",
        email: "x@example.com",
        name: "X",
      },
      headers,
    });
    expect(res.status(), path).toBe(404);
  }
  expect((await api.get("/api/auth/admin/list-users")).status()).toBe(404);
  expect((await api.get("/api/auth/list-sessions")).status()).toBe(404);
});

test("an unknown invitation link says so (answered 404)", async ({ page }) => {
  test.info().annotations.push({
    type: "allow-console",
    description: "Failed to load resource",
  });
  await page.goto("/admin/zaproszenie?token=not-a-real-token");
  await expect(page.getByTestId("invitation-problem")).toHaveText(
    "Ten link jest nieprawidłowy. Sprawdź, czy skopiowano go w całości.",
  );
});
