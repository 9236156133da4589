/**
 * The Administrators card (decision 221; docs/security.md, 2026-11 review second round,
 * finding 8), at 375 px: invite, accept, list, remove; the removed administrator's open panel is
 * signed out on its next request. The stack's main administrator (ADMIN_EMAIL) cannot be removed.
 */
import type { Page } from "@playwright/test";
import { E2E } from "./env";
import { expect, test, waitForMail, hydrated, ownContext, passwordStep } from "./fixtures";

const PHONE = { width: 375, height: 812 };

async function signIn(page: Page, email: string, password: string) {
  await passwordStep(page, email, password);
  await expect(page).toHaveURL(/\/admin$/);
}

test("at 375 px: invite, accept, list, remove; the removed administrator is signed out on its next request", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const invitee = `seasonal-skipper-${Date.now()}@ribwarsaw.test`;
  const password = "tidal-heron-copper-lake-31";

  // The main administrator invites a seasonal skipper.
  const owner = await (await ownContext(browser, { viewport: PHONE })).newPage();
  await signIn(owner, E2E.adminEmail, E2E.adminPassword);
  await hydrated(owner, "/admin?tab=account");
  const inviteCard = owner.getByRole("region", {
    name: "Zaproś administratora",
  });
  await inviteCard.getByLabel("Adres e-mail").fill(invitee);
  await inviteCard.getByRole("button", { name: "Wyślij zaproszenie" }).click();
  await expect(owner.getByText(`Wysłano zaproszenie do ${invitee}.`)).toBeVisible();

  // The skipper accepts and signs in; their panel stays open.
  const [mail] = await waitForMail((m) => m.to.includes(invitee));
  const link = /(http:\/\/\S+\/admin\/zaproszenie\?token=[\w-]+)/.exec(mail!.text)?.[1];
  expect(link, mail!.text).toBeTruthy();
  const skipper = await (await ownContext(browser, { viewport: PHONE })).newPage();
  await hydrated(skipper, link!);
  await skipper.getByLabel("Nowe hasło", { exact: true }).fill(password);
  await skipper.getByLabel("Powtórz nowe hasło").fill(password);
  await skipper.getByRole("button", { name: "Ustaw hasło i utwórz konto" }).click();
  await expect(skipper.getByText("Konto utworzone. Zaloguj się nowym hasłem.")).toBeVisible();
  await signIn(skipper, invitee, password);

  // The skipper sees no Remove next to the owner (the ADMIN_EMAIL account the server refuses to
  // remove), and the entry says why (issue 34, item 16).
  await hydrated(skipper, "/admin?tab=account");
  const ownerEntry = skipper
    .getByRole("region", { name: "Administratorzy" })
    .getByTestId("administrators")
    .locator("li", { hasText: E2E.adminEmail });
  await expect(ownerEntry).toContainText("właściciel");
  await expect(ownerEntry.getByTestId("owner-kept")).toContainText(
    "Konta właściciela nie można usunąć w panelu",
  );
  await expect(ownerEntry.getByRole("button")).toHaveCount(0);
  await skipper.screenshot({ path: test.info().outputPath("owner-entry-375.png"), fullPage: true });
  if (process.env.E2E_SHOTS)
    await skipper.screenshot({
      path: `${process.env.E2E_SHOTS}/owner-entry-375.png`,
      fullPage: true,
    });
  // Back to the panel's first tab, as after signing in.
  await hydrated(skipper, "/admin");

  // The owner's list shows both: e-mail, when added, 2FA, last sign-in; no Remove on their own entry.
  await hydrated(owner, "/admin?tab=account");
  const card = owner.getByRole("region", { name: "Administratorzy" });
  const list = card.getByTestId("administrators");
  const entry = list.locator("li", { hasText: invitee });
  await expect(entry).toContainText("Dodano");
  await expect(entry).toContainText("Logowanie dwuetapowe: wyłączone");
  await expect(entry).toContainText("Ostatnie logowanie");
  await expect(entry).not.toContainText("jeszcze nie");
  const self = list.locator("li[data-self]");
  await expect(self).toContainText(E2E.adminEmail);
  await expect(self).toContainText("to Ty");
  await expect(self.getByRole("button")).toHaveCount(0);
  // Nothing sticks out at 375 px.
  expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );
  await entry.scrollIntoViewIfNeeded();
  await owner.screenshot({
    path: test.info().outputPath("administrators-375.png"),
    fullPage: false,
  });

  // Remove, confirmed.
  await entry.getByRole("button", { name: `Usuń administratora ${invitee}` }).click();
  const dialog = owner.getByRole("alertdialog", {
    name: "Usunąć administratora?",
  });
  await expect(dialog).toContainText(invitee);
  await dialog.getByRole("button", { name: "Usuń" }).click();
  await expect(owner.getByText(`Usunięto administratora ${invitee}.`)).toBeVisible();
  await expect(list).not.toContainText(invitee);

  // The skipper's open panel: the next request finds no session and goes to the sign-in page.
  // (At 375 px the tabs sit behind the sections menu.)
  await skipper.getByTestId("admin-tabs-menu").click();
  await skipper.getByRole("tab", { name: "Konto", exact: true }).click();
  await expect(skipper).toHaveURL(/\/admin\/login/);
  // And the old password no longer opens anything.
  await hydrated(skipper, "/admin/login");
  await skipper.getByLabel("E-mail").fill(invitee);
  await skipper.getByLabel("Hasło", { exact: true }).fill(password);
  await skipper.getByRole("button", { name: "Zaloguj się", exact: true }).click();
  await expect(skipper).toHaveURL(/\/admin\/login/);
});

test("removing yourself, or the administrator ADMIN_EMAIL names, answers 409 with the reason", async ({
  browser,
}) => {
  const page = await (await ownContext(browser, { viewport: PHONE })).newPage();
  await signIn(page, E2E.adminEmail, E2E.adminPassword);
  const { items } = (await (await page.request.get("/api/admin/administrators")).json()) as {
    items: Array<{ id: string; self: boolean }>;
  };
  const me = items.find((a) => a.self)!;
  const res = await page.request.delete(`/api/admin/administrators/${me.id}`, {
    headers: { Origin: E2E.baseURL, "Content-Type": "application/json" },
  });
  expect(res.status()).toBe(409);
  expect((await res.json()).message).toContain("własnego konta");
});
