import type { Page } from "@playwright/test";
import { E2E } from "./env";
import { expect, openAdminTab, test, signInAsAdmin } from "./fixtures";

/**
 * The operator's wind warning (decision 311) at 375 px: a forecast gust over the limit at a
 * departure's hour shows on the panel's first screen; one tap puts the "cruises cancelled" notice
 * on that location's pages. Visitors see no forecast. Stateful: the fake's gusts and the notice.
 */
test.use({ viewport: { width: 375, height: 800 }, hasTouch: true });

async function setGusts(strong: number | null) {
  const q = strong === null ? "" : `?strong=${strong}`;
  expect((await fetch(`${E2E.controlURL}/weather/gusts${q}`)).ok).toBe(true);
}

const signIn = (page: Page) => signInAsAdmin(page);

test.afterAll(async () => {
  await setGusts(null);
});

test("a gust over the limit shows in the panel; one tap sets the location's cancelled notice", async ({
  page,
  request,
}) => {
  // Both provider cruises' departures are in the cache (a cold cache has none yet).
  for (const key of ["20min", "90min"])
    await expect
      .poll(
        async () =>
          ((await (await request.get(`/api/departures/${key}`)).json()) as { source: string })
            .source,
        { timeout: 15_000 },
      )
      .toBe("provider");
  await setGusts(48);
  await signIn(page);
  const warning = page.locator('[data-wind-warning="warszawa"]');
  // The fake: 48 km/h tomorrow 14:00–17:59; the ticket sails at 14:00 and 16:00, the 90-minute at 17:00.
  await expect(warning).toContainText("Jutro 14:00–18:30 w Warszawie porywy do 48 km/h, limit 40");
  await expect(page.getByText("Prognoza, nie odwołanie")).toBeVisible();

  // Visitors see no forecast and no cancellation yet.
  const before = await (await request.get("/rejsy-wisla-warszawa")).text();
  expect(before).not.toContain("porywy");

  await warning.getByRole("button", { name: /Odwołaj rejsy w Warszawie/ }).tap();
  await expect(warning.getByRole("status")).toHaveText("Komunikat o odwołaniu jest na stronie.");
  const notices = (await (await request.get("/api/notices")).json()) as {
    items: Array<{ scope: string; kind: string; message_pl: string }>;
  };
  // The notice starts tomorrow: stored, listed in the panel's notices.
  const stored = await page.request.get("/api/admin/notices");
  const all = (await stored.json()) as {
    items: Array<{ scope: string; kind: string; message_pl: string }>;
  };
  expect(all.items).toContainEqual(
    expect.objectContaining({
      scope: "warszawa",
      kind: "cancelled",
      message_pl: expect.stringMatching(
        /^Rejsy w Warszawie \d{2}\.\d{2} są odwołane z powodu silnego wiatru/,
      ),
    }),
  );
  expect(notices.items.filter((n) => n.scope === "warszawa")).toEqual([]);

  // Issue 45, item 11: the box offers an undo, which takes the notice off again.
  await warning.getByRole("button", { name: "Cofnij odwołanie" }).tap();
  await expect(warning.getByRole("status")).toHaveText("Komunikat o odwołaniu zdjęty ze strony.");
  const after = (await (await page.request.get("/api/admin/notices")).json()) as {
    items: Array<{ scope: string }>;
  };
  expect(after.items.filter((n) => n.scope === "warszawa")).toEqual([]);

  // The warning heads every tab until it is hidden, then no tab shows it.
  await openAdminTab(page, "Strona");
  await expect(warning).toContainText("Jutro 14:00–18:30 w Warszawie");
  await page.getByRole("button", { name: "Ukryj ostrzeżenie" }).tap();
  await expect(warning).toHaveCount(0);
  await openAdminTab(page, "Newsletter");
  await expect(page.getByRole("heading", { name: "Ostrzeżenie przed wiatrem" })).toHaveCount(0);
});
