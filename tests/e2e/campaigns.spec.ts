/**
 * Newsletter campaigns in the panel (docs/decisions/170): write in both languages, preview
 * both, send a test to the administrator, send to region Zegrze and watch the progress reach
 * 100 %, at 1280 px and at 375 px.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { E2E } from "./env";
import { expect, receivedMail, test, uniqueIp, openAdminTab } from "./fixtures";

async function signedInAdmin(page: Page) {
  await page.goto("/admin/login");
  await page.getByLabel("E-mail").fill(E2E.adminEmail);
  await page.getByLabel("Hasło").fill(E2E.adminPassword);
  await page.getByRole("button", { name: "Zaloguj się", exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("tab", { name: "Newsletter", includeHidden: true })).toHaveCount(1);
}

/**
 * axe (the tags of tests/e2e/a11y.spec.ts) on the campaigns section. The preview frame is left
 * out: it is sandboxed without scripts, so axe cannot run inside it (and it holds the e-mail, not the panel).
 */
async function expectAccessible(page: Page, label: string) {
  const results = await new AxeBuilder({ page })
    .include('[data-testid="campaigns"]')
    .exclude('[data-testid="campaign-preview"]')
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  const violations = results.violations.map((v) => ({
    rule: v.id,
    nodes: v.nodes.slice(0, 5).map((n) => n.target.join(" ")),
  }));
  expect(violations, `axe violations: ${label}`).toEqual([]);
}

for (const width of [1280, 375]) {
  test.describe(`campaigns at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 500 ? 900 : 780 } });

    test("write in both languages, preview, test send, send to Zegrze, progress to 100 %", async ({
      page,
    }) => {
      // Playwright injects the fixtures' init scripts into every frame; the preview frame is
      // sandboxed without allow-scripts, so Chromium blocks them there (the e-mail has no scripts).
      test.info().annotations.push({
        type: "allow-console",
        description: "Blocked script execution in 'about:srcdoc'",
      });
      const stamp = `${width}-${Date.now()}`;
      const subscribers = [
        { email: `camp-pl-${stamp}@ribwarsaw.test`, language: "pl" },
        { email: `camp-en-${stamp}@ribwarsaw.test`, language: "en" },
      ];
      for (const s of subscribers) {
        const res = await page.request.post("/api/newsletter/subscribe", {
          data: {
            name: "Campaign Test",
            email: s.email,
            consent: true,
            region: "zegrze",
            language: s.language,
          },
          headers: { Origin: E2E.baseURL, "X-Forwarded-For": uniqueIp() },
        });
        expect(res.status(), await res.text()).toBe(201);
      }
      const subjectPl = `Rejs mikołajkowy ${stamp}`;
      const subjectEn = `Santa Claus cruise ${stamp}`;

      await signedInAdmin(page);
      await openAdminTab(page, "Newsletter");
      const section = page.getByTestId("campaigns");
      await section.getByRole("button", { name: "Nowa kampania" }).click();
      await section.getByLabel("Temat (po polsku)").fill(subjectPl);
      await section
        .getByLabel("Treść (po polsku, Markdown)")
        .fill("**Zapraszamy** na rejs 6 grudnia.\n\n- gorąca herbata\n- koce");
      await section.getByLabel("Temat (po angielsku, opcjonalnie)").fill(subjectEn);
      await section
        .getByLabel("Treść (po angielsku, Markdown, opcjonalnie)")
        .fill("**Join us** on 6 December.");
      await section.getByLabel("Odbiorcy", { exact: true }).selectOption("zegrze");
      await expect(section.getByTestId("campaign-audience")).toHaveText(
        /Ta kampania trafi do \d+ (aktywnego subskrybenta|aktywnych subskrybentów)\./,
      );

      // Live preview, rendered by the e-mail renderer, in a sandboxed frame.
      const preview = section.frameLocator('[data-testid="campaign-preview"]');
      await expect(preview.locator("strong").filter({ hasText: "Zapraszamy" })).toBeVisible();
      await expect(preview.getByText(subjectPl)).toBeVisible();
      await section.getByRole("button", { name: "Angielski", exact: true }).click();
      await expect(preview.locator("strong").filter({ hasText: "Join us" })).toBeVisible();
      await expect(preview.getByText("Unsubscribe from the newsletter")).toBeVisible();
      await expect(section.getByTestId("campaign-preview")).toHaveAttribute("sandbox", "");
      await page.screenshot({
        path: test.info().outputPath(`campaign-editor-${width}.png`),
        fullPage: true,
      });
      await expectAccessible(page, `editor at ${width} px`);

      // Test send: both language versions to the administrator only.
      await section.getByRole("button", { name: "Wyślij test na mój adres" }).click();
      await expect(
        page.locator("[data-sonner-toast]").filter({ hasText: "Wysłano wiadomość testową" }),
      ).toBeVisible();
      await expect
        .poll(async () =>
          (await receivedMail())
            .filter((m) => m.subject.startsWith("[TEST]") && m.subject.includes(stamp))
            .map((m) => m.to.join())
            .sort(),
        )
        .toEqual([E2E.adminEmail, E2E.adminEmail]);

      // Send now to Zegrze, confirm, and follow the progress to 100 %.
      await section.getByRole("button", { name: "Wyślij teraz" }).click();
      await section.getByRole("button", { name: "Tak, wyślij" }).click();
      await expect(
        section.getByRole("progressbar", { name: "Postęp wysyłki kampanii" }),
      ).toBeVisible();
      await expect(section.getByTestId("campaign-progress")).toHaveText(
        /^100 % · Wysłano (\d+) z \1$/,
        { timeout: 30_000 },
      );
      await expect(section.getByText("Wysłana", { exact: true })).toBeVisible();
      await page.screenshot({
        path: test.info().outputPath(`campaign-sent-${width}.png`),
        fullPage: true,
      });
      await expectAccessible(page, `progress at ${width} px`);

      // Each subscriber: exactly one campaign e-mail, in their language, with one-click unsubscribe.
      await expect
        .poll(async () => {
          const mail = await receivedMail();
          return subscribers.map((s) =>
            mail
              .filter(
                (m) =>
                  m.to.includes(s.email) &&
                  m.subject.includes(stamp) &&
                  !m.subject.startsWith("[TEST]"),
              )
              .map((m) => m.subject),
          );
        })
        .toEqual([[subjectPl], [subjectEn]]);
      const mine = (await receivedMail()).find(
        (m) => m.to.includes(subscribers[1]!.email) && m.subject === subjectEn,
      )!;
      expect(mine.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");

      // Back in the list: the campaign with its status and counts.
      await section.getByRole("button", { name: "Wróć do listy" }).click();
      const row = section.locator("li").filter({ hasText: subjectPl });
      await expect(row).toContainText("Wysłana");
      await expect(row).toContainText(/(\d+)\/\1/);
    });
  });
}
