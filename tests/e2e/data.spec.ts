import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { E2E } from "./env";
import { expect, setLanguage, test, uniqueIp } from "./fixtures";

/** Live data on the public pages: prices (docs/product.md §4, §8) and the attractions list (§2, §7.7). */

type AdminPrice = {
  id: number;
  cruise_type: string;
  price: number;
  description: string | null;
  is_active: boolean;
};

async function adminContext(): Promise<APIRequestContext> {
  const ctx = await playwrightRequest.newContext({
    baseURL: E2E.baseURL,
    extraHTTPHeaders: { Origin: E2E.baseURL, "X-Forwarded-For": uniqueIp() },
  });
  const res = await ctx.post("/api/auth/sign-in/email", {
    data: { email: E2E.adminEmail, password: E2E.adminPassword },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ctx;
}

test.describe("prices", () => {
  // One test changes the shared 20-minute price; keep this file's price tests in one worker.
  test.describe.configure({ mode: "serial" });

  test("GET /api/prices answers the active prices in PLN", async ({ request }) => {
    const res = await request.get("/api/prices");
    expect(res.status()).toBe(200);
    const body = (await res.json()) as { currency: string; prices: Record<string, number> };
    expect(body.currency).toBe("PLN");
    expect(Object.keys(body.prices).sort()).toEqual(
      ["20min", "30min", "60min", "90min", "zegrze_30min", "zegrze_60min"].sort(),
    );
    expect(body.prices["20min"]).toBeGreaterThan(0);
  });

  test("a price changed in the panel shows on the next page load; an inactive one asks for the price", async ({
    page,
  }) => {
    const admin = await adminContext();
    const { prices } = (await (await admin.get("/api/admin/prices")).json()) as {
      prices: AdminPrice[];
    };
    const row = prices.find((p) => p.cruise_type === "20min")!;
    const patch = (data: Partial<AdminPrice>) =>
      admin.patch(`/api/admin/prices/${row.id}`, {
        data: { price: row.price, description: row.description, is_active: row.is_active, ...data },
      });
    const priceSlot = page.locator("[data-price-state]").first();
    try {
      expect((await patch({ price: 1234.5 })).status()).toBe(200);
      await page.goto("/atrakcje-warszawa");
      await expect(priceSlot).toHaveText("1234,50\u00a0PLN");
      await expect(priceSlot).toHaveAttribute("data-price-state", "loaded");
      expect(
        (
          (await (await page.request.get("/api/prices")).json()) as {
            prices: Record<string, number>;
          }
        ).prices["20min"],
      ).toBe(1234.5);

      expect((await patch({ is_active: false })).status()).toBe(200);
      await page.reload();
      await expect(priceSlot).toHaveText("Zapytaj o cenę");
      await expect(priceSlot).toHaveAttribute("data-price-state", "missing");
      // A missing price is not a load failure: no error note.
      await expect(page.getByText("Nie udało się pobrać cen")).toHaveCount(0);
    } finally {
      expect((await patch({})).status()).toBe(200);
      await admin.dispose();
    }
    await page.reload();
    await expect(priceSlot).toHaveText(`${row.price}\u00a0PLN`);
  });

  test("English formatting", async ({ page, context }) => {
    await setLanguage(context, "en");
    await page.goto("/atrakcje-warszawa");
    await expect(page.locator("[data-price-state]").first()).toHaveText(/^[\d,.]+\u00a0PLN$/);
  });
});

test.describe("attractions page", () => {
  test("streams the partner list: loading text first, then active attractions in order with links", async ({
    page,
    request,
  }) => {
    // The HTML stream carries the loading text in place of the list (swapped in when it arrives).
    const html = await (await request.get("/atrakcje-warszawa")).text();
    expect(html).toContain("Ładowanie atrakcji...");

    const api = (await (await request.get("/api/attractions")).json()) as {
      attractions: Array<{ name: string; display_order: number }>;
    };
    expect(api.attractions.length).toBeGreaterThan(0);
    const orders = api.attractions.map((a) => a.display_order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));

    await page.goto("/atrakcje-warszawa");
    await expect(
      page.getByRole("heading", { level: 1, name: "Atrakcje w Warszawie" }),
    ).toBeVisible();
    const list = page.getByTestId("attractions-list");
    await expect(list).toBeVisible();
    await expect(page.getByTestId("attractions-loading")).toHaveCount(0);
    const names = await list.getByRole("heading", { level: 3 }).allTextContents();
    expect(names).toEqual(api.attractions.map((a) => a.name));
    const links = list.getByRole("link", { name: /Dowiedz się więcej/ });
    await expect(links).toHaveCount(api.attractions.length);
    await expect(links.first()).toHaveAttribute("href", /^https:\/\//);
    await expect(links.first()).toHaveAttribute("target", "_blank");

    // Main attraction and partner call to action.
    await expect(page.getByRole("link", { name: "Zobacz rejsy po Wiśle" })).toHaveAttribute(
      "href",
      "/rejsy-wisla-warszawa",
    );
    await expect(page.getByRole("link", { name: "Zostań partnerem" })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(page.locator("#partners")).toBeVisible();
  });

  test("English copy", async ({ page, context }) => {
    await setLanguage(context, "en");
    await page.goto("/atrakcje-warszawa");
    await expect(page.getByRole("heading", { level: 1, name: "Warsaw attractions" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Learn more/ }).first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Become a partner" })).toHaveAttribute(
      "href",
      "/en/contact",
    );
  });

  test("an attraction added and hidden in the panel appears and disappears; its text is shown as text", async ({
    page,
  }) => {
    const admin = await adminContext();
    const name = `<b>Test kajaki ${Date.now()}</b>`;
    const created = await admin.post("/api/admin/attractions", {
      data: {
        name,
        category: "Woda",
        description: "Spływ kajakowy <script>alert(1)</script>",
        price: "99 zł",
        duration: "",
        location: "Warszawa",
        website_url: "https://kajaki.example/",
        google_maps_url: "",
        image_url: "",
        is_active: true,
        display_order: 999,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { attraction } = (await created.json()) as { attraction: { id: number } };
    try {
      await page.goto("/atrakcje-warszawa");
      const card = page
        .getByTestId("attractions-list")
        .getByRole("listitem")
        .filter({ hasText: name });
      await expect(card.getByRole("heading", { name })).toBeVisible();
      await expect(card).toContainText("<script>alert(1)</script>");
      await expect(card.getByRole("link", { name: /Dowiedz się więcej/ })).toHaveAttribute(
        "href",
        "https://kajaki.example/",
      );

      const hide = await admin.put(`/api/admin/attractions/${attraction.id}`, {
        data: {
          name,
          category: "Woda",
          description: "x".repeat(20),
          price: "99 zł",
          duration: "",
          location: "Warszawa",
          website_url: "",
          google_maps_url: "",
          image_url: "",
          is_active: false,
          display_order: 999,
        },
      });
      expect(hide.status(), await hide.text()).toBe(200);
      await page.reload();
      // The streamed list, inside its section: while React swaps the streamed part in, a hidden
      // copy of the list can sit beside it for a moment.
      await expect(
        page
          .getByRole("region", { name: "Atrakcje naszych partnerów" })
          .getByTestId("attractions-list"),
      ).toBeVisible();
      await expect(page.getByText(name)).toHaveCount(0);
    } finally {
      await admin.delete(`/api/admin/attractions/${attraction.id}`);
      await admin.dispose();
    }
  });
});
