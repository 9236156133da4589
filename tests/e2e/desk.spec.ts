/**
 * The operator's desk in the panel (issue 15, decisions 100 and 160): a visitor's enquiry reaches
 * the Enquiries tab, the operator works it (note, e-mail reply in the visitor's language, status)
 * and a price change is undone from the change history. At 1280 px and at 375 px, with axe and
 * the keyboard. Stateful (playwright.config.ts STATEFUL): it changes enquiries and a price.
 */
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { E2E } from "./env";
import {
  expect,
  setLanguage,
  test,
  uniqueIp,
  waitForMail,
  type Lang,
  openAdminTab,
  signedInApi,
  adminPrices,
  hydrated,
} from "./fixtures";
import { EVENT_BOOKING, fillEventBooking, openEventBooking } from "./event-booking";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

async function expectNoAxeViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const violations = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(violations, `axe violations on ${label}`).toEqual([]);
}

async function unreadNow(api: APIRequestContext): Promise<number> {
  const res = await api.get("/api/admin/event-bookings?status=new");
  expect(res.status()).toBe(200);
  return ((await res.json()) as { unread: number }).unread;
}

/** The enquiry dialog on the home page, as a visitor in `lang` uses it. */
async function sendEnquiry(
  page: Page,
  lang: Lang,
  person: { name: string; email: string; description: string },
) {
  const v = EVENT_BOOKING[lang];
  // A visitor's page in its own context (not the fixture's page): wait for hydration as the fixture does.
  await hydrated(page, "/");
  const dialog = await openEventBooking(page, lang);
  await fillEventBooking(dialog, lang, person);
  const response = page.waitForResponse("**/api/event-bookings");
  await dialog.getByRole("button", { name: v.submit }).click();
  expect((await response).status()).toBe(201);
  await expect(page.getByText(v.success)).toBeVisible();
}

/**
 * The Enquiries tab's accessible name carries the unread count. On a phone the tabs sit behind
 * the sections menu (decision 233), whose button names the open tab, count included.
 */
async function expectEnquiriesName(page: Page, phone: boolean, name: string) {
  if (phone)
    await expect(page.getByTestId("admin-tabs-menu")).toHaveAccessibleName(`Sekcje ${name}`);
  else await expect(page.getByRole("tab").first()).toHaveAccessibleName(name);
}

const plNew = (n: number) =>
  n === 1
    ? "nowe"
    : [2, 3, 4].includes(n % 10) && ![12, 13, 14].includes(n % 100)
      ? "nowe"
      : "nowych";

for (const { width, visitorLang } of [
  { width: 1280, visitorLang: "en" as const },
  { width: 375, visitorLang: "pl" as const },
]) {
  test(`the operator's desk at ${width} px: an enquiry (${visitorLang}) is worked and a price change undone`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width > 400 ? 900 : 740 });
    const phone = width < 1024;
    const api = await signedInApi(page);
    const before = await unreadNow(api);

    // A visitor, in their own browser and language, sends an enquiry from the home page.
    const stamp = `${Date.now()}-${width}`;
    const person = {
      name: visitorLang === "en" ? "Olivia Brown" : "Zofia Kamińska",
      email: `desk-${stamp}@example.com`,
      description: `Wieczór panieński ${stamp}, 6 osób.`,
    };
    const visitorContext = await browser.newContext({
      extraHTTPHeaders: { "X-Forwarded-For": uniqueIp() },
    });
    await setLanguage(visitorContext, visitorLang);
    const visitor = await visitorContext.newPage();
    await sendEnquiry(visitor, visitorLang, person);
    await visitorContext.close();

    // The operator's notification went out before the operator looks (the detail says so).
    await waitForMail((m) => m.to.includes(E2E.operatorEmail) && m.text.includes(person.email));
    const list = (await (
      await api.get(`/api/admin/event-bookings?q=${encodeURIComponent(person.email)}`)
    ).json()) as { items: Array<{ id: number }> };
    expect(list.items).toHaveLength(1);
    const id = list.items[0]!.id;
    await expect
      .poll(
        async () =>
          (
            (await (await api.get(`/api/admin/event-bookings/${id}`)).json()) as {
              enquiry: { operator_email: string };
            }
          ).enquiry.operator_email,
      )
      .toBe("sent");

    // The Enquiries tab opens first and counts one more unread, in its accessible name.
    await page.goto("/admin");
    const tab = page.getByRole("tab", { name: /^Zapytania/, includeHidden: true });
    await expect(tab).toHaveAttribute("aria-selected", "true");
    await expectEnquiriesName(page, phone, `Zapytania (${before + 1} ${plNew(before + 1)})`);
    await expect(
      page
        .getByRole("tab", { name: /^Zapytania/, includeHidden: true })
        .getByTestId("enquiries-unread"),
    ).toContainText(String(before + 1));
    const listHeading = page.getByRole("heading", { name: "Zapytania o wydarzenia" });
    await expect(listHeading).toBeVisible();

    // Newest first: the visitor's enquiry heads the unfiltered list.
    const links = page.locator("[data-enquiry-link]");
    await expect(links.first()).toHaveAttribute("data-enquiry-link", String(id));
    await expectNoAxeViolations(page, `enquiries list ${width}`);

    // Search by e-mail, with the keyboard: type, Enter, Tab down to the enquiry, Enter.
    // (On a phone the filters fold away below the list, behind their toggle.)
    if (phone) await page.getByTestId("enquiry-filters-toggle").click();
    await page.getByLabel("Szukaj (imię, e-mail, telefon)").fill(person.email);
    await page.getByLabel("Szukaj (imię, e-mail, telefon)").press("Enter");
    await expect(page.getByTestId("enquiries-count")).toHaveText("1 zapytanie");
    const link = page.locator(`[data-enquiry-link="${id}"]`);
    await expect(links).toHaveCount(1);
    await link.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`[?&]enquiry=${id}(&|$)`));
    const detail = page.locator(`article[data-enquiry-id="${id}"]`);
    const title = detail.getByRole("heading", { level: 2, name: `Zapytanie nr ${id}` });
    await expect(title).toBeFocused();
    if (phone) await expect(listHeading).toBeHidden();
    else await expect(listHeading).toBeVisible();

    // Every field the visitor sent, the language, the time received, the operator's e-mail.
    await expect(detail).toContainText(person.name);
    await expect(detail).toContainText(person.email);
    await expect(detail).toContainText("+48 600 700 800");
    await expect(detail).toContainText("18:00–20:00");
    await expect(detail).toContainText(person.description);
    await expect(detail).toContainText(visitorLang === "en" ? "angielski" : "polski");
    await expect(detail.getByTestId("operator-email")).toHaveText("wysłane");
    const received = detail.locator("time").first();
    expect(await received.getAttribute("datetime")).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    await expect(received).toHaveText(/\d{4}, \d{2}:\d{2}$/);
    await expectNoAxeViolations(page, `enquiry detail ${width}`);

    // An internal note: author and time shown.
    await detail.getByLabel(/^Notatka wewnętrzna/).fill("Oddzwonić jutro przed 10:00.");
    await detail.getByRole("button", { name: "Dodaj notatkę" }).click();
    await expect(
      page.locator("[data-sonner-toast]").filter({ hasText: "✅ Dodano notatkę" }),
    ).toBeVisible();
    const note = detail.locator('[data-testid="enquiry-thread"] li[data-kind="note"]');
    await expect(note).toContainText("Oddzwonić jutro przed 10:00.");
    await expect(note).toContainText("Notatka");
    await expect(note.getByTestId("thread-meta")).toHaveText(
      new RegExp(`^${E2E.adminEmail.replace(/\./g, "\\.")} · .*\\d{2}:\\d{2}$`),
    );
    await expect(detail.getByLabel(/^Notatka wewnętrzna/)).toHaveValue("");

    // The reply: prefilled in the visitor's language, edited, sent through the outbox, in the thread.
    const subject = detail.getByLabel("Temat");
    const body = detail.getByLabel("Treść");
    const expectedSubject =
      visitorLang === "en" ? `Re: your enquiry no. ${id}` : `Odpowiedź na Twoje zapytanie nr ${id}`;
    await expect(subject).toHaveValue(expectedSubject);
    const template = await body.inputValue();
    expect(
      template.startsWith(visitorLang === "en" ? `Hello ${person.name},` : "Dzień dobry,"),
    ).toBe(true);
    const offer =
      visitorLang === "en"
        ? `We can take you at 18:00 (${stamp}).`
        : `Możemy zabrać Was o 18:00 (${stamp}).`;
    await body.fill(template.replace("\n\n\n\n", `\n\n${offer}\n\n`));
    await detail.getByRole("button", { name: "Wyślij odpowiedź" }).click();
    await expect(
      page.locator("[data-sonner-toast]").filter({ hasText: "✅ Odpowiedź wysłana" }),
    ).toBeVisible();
    const reply = detail.locator('[data-testid="enquiry-thread"] li[data-kind="reply"]');
    await expect(reply).toContainText(expectedSubject);
    await expect(reply).toContainText(offer);
    await expect(reply).toContainText("Odpowiedź e-mail");
    await expect(reply.getByTestId("thread-meta")).toContainText(`${E2E.adminEmail} · `);
    await expect(reply.locator("[data-delivery]")).toHaveAttribute("data-delivery", "sent", {
      timeout: 15_000,
    });

    // The e-mail: to the visitor, in their language, Reply-To the operator.
    const [mail] = await waitForMail(
      (m) => m.to.includes(person.email) && m.subject === expectedSubject,
    );
    expect(mail!.headers["reply-to"]).toContain(E2E.operatorEmail);
    expect(mail!.text).toContain(offer);
    expect(mail!.text).toContain(visitorLang === "en" ? "Kind regards" : "Pozdrawiamy");
    expect(mail!.html).toContain(`<html lang="${visitorLang}">`);

    // Status "confirmed": the pill, the list and the unread count follow.
    await detail.getByRole("combobox", { name: "Status", exact: true }).selectOption("confirmed");
    await detail.getByRole("button", { name: "Zapisz status" }).click();
    await expect(
      page.locator("[data-sonner-toast]").filter({ hasText: "✅ Zapisano status" }),
    ).toContainText("Potwierdzone");
    await expect(detail.locator('[data-status="confirmed"]')).toBeVisible();
    if (before === 0) await expect(page.getByTestId("enquiries-unread")).toHaveCount(0);
    else await expectEnquiriesName(page, phone, `Zapytania (${before} ${plNew(before)})`);
    await expect.poll(() => unreadNow(api)).toBe(before);

    // The open enquiry survives a reload; back returns to the list, focus on the enquiry.
    await page.reload();
    await expect(detail.getByRole("heading", { name: `Zapytanie nr ${id}` })).toBeVisible();
    await expect(detail).toContainText("Oddzwonić jutro przed 10:00.");
    if (phone) {
      await detail.getByRole("button", { name: "Wróć do listy" }).click();
      await expect(page).not.toHaveURL(/[?&]enquiry=/);
      await expect(listHeading).toBeVisible();
      await expect(detail).toBeHidden();
      await expect(page.locator(`[data-enquiry-link="${id}"]`)).toBeFocused();
      await page.goForward();
      await expect(page).toHaveURL(new RegExp(`[?&]enquiry=${id}(&|$)`));
      await expect(detail).toBeVisible();
    } else {
      // List and detail side by side: no back button; the browser's Back closes the detail.
      await expect(detail.getByRole("button", { name: "Wróć do listy" })).toBeHidden();
      await page.goBack();
      await expect(page).not.toHaveURL(/[?&]enquiry=/);
      await expect(
        page.getByText("Wybierz zapytanie z listy, aby zobaczyć szczegóły."),
      ).toBeVisible();
      await expect(page.locator(`[data-enquiry-link="${id}"]`)).toBeFocused();
      await page.goForward();
      await expect(detail).toBeVisible();
    }

    // CSV of the filtered list.
    await page.goto("/admin?tab=enquiries");
    if (phone) await page.getByTestId("enquiry-filters-toggle").click();
    await page.getByLabel("Szukaj (imię, e-mail, telefon)").fill(person.email);
    await page.getByRole("button", { name: "Filtruj" }).click();
    await expect(page.getByTestId("enquiries-count")).toHaveText("1 zapytanie");
    const csvHref = await page.getByRole("link", { name: "Pobierz CSV" }).getAttribute("href");
    expect(csvHref).toContain(`q=${encodeURIComponent(person.email)}`);
    const csv = await (await api.get(csvHref!)).text();
    expect(csv.trim().split("\r\n")).toHaveLength(2);
    expect(csv).toContain(person.email);

    // A price changed in the Prices tab, undone in the change history: the public page shows the original again.
    const prices = await adminPrices(api);
    const row = prices.find((p) => p.cruise_type === "20min")!;
    const changed = row.price + 7;
    const publicSlot = page.locator("[data-price-state]").first();
    try {
      await page.goto("/admin?tab=prices");
      const form = page.locator('form[data-cruise-type="20min"]');
      await form.getByLabel("Cena (PLN)").fill(String(changed));
      await form.getByRole("button", { name: "Zapisz zmiany" }).click();
      await expect(
        page.locator("[data-sonner-toast]").filter({ hasText: "✅ Zapisano" }),
      ).toBeVisible();
      await page.goto("/atrakcje-warszawa");
      await expect(publicSlot).toHaveText(`${changed}\u00a0PLN`);

      await page.goto("/admin");
      await openAdminTab(page, "Historia zmian");
      const entries = page.locator("li[data-audit-id]");
      const entry = entries.first();
      await expect(entry).toHaveAttribute("data-entity", "cruise_price");
      await expect(entry.locator('[data-field="price"]')).toContainText(`${row.price}`);
      await expect(entry.locator('[data-field="price"] [data-testid="after"]')).toHaveText(
        `${changed}`,
      );
      await expect(entry).toContainText(`Kto: ${E2E.adminEmail}`);
      await expectNoAxeViolations(page, `change history ${width}`);

      // The filter by entity keeps only price changes.
      await page.getByLabel("Rodzaj").selectOption("cruise_price");
      await expect(page.locator('li[data-audit-id]:not([data-entity="cruise_price"])')).toHaveCount(
        0,
      );
      const entryId = await entry.getAttribute("data-audit-id");

      // Undo asks first; Escape leaves everything as it was.
      const undo = entry.getByRole("button", { name: /^Cofnij: Cena rejsu/ });
      await undo.focus();
      await page.keyboard.press("Enter");
      const confirm = page.getByRole("alertdialog", { name: "Cofnąć tę zmianę?" });
      await expect(confirm).toContainText(`${row.price}`);
      await expectNoAxeViolations(page, `undo confirmation ${width}`);
      await page.keyboard.press("Escape");
      await expect(confirm).toBeHidden();
      await expect(undo).toBeFocused();
      expect(
        (
          (await (await page.request.get("/api/prices")).json()) as {
            prices: Record<string, number>;
          }
        ).prices["20min"],
      ).toBe(changed);

      await undo.click();
      await confirm.getByRole("button", { name: "Tak, cofnij" }).click();
      await expect(
        page.locator("[data-sonner-toast]").filter({ hasText: "✅ Cofnięto zmianę" }),
      ).toBeVisible();
      // The undo is a new entry on top, naming the one it undid, which cannot be undone again.
      await expect(entries.first()).toHaveAttribute("data-action", "revert");
      await expect(entries.first()).toContainText(`Cofa wpis nr ${entryId}`);
      const undone = page.locator(`li[data-audit-id="${entryId}"]`);
      await expect(undone).toContainText("Cofnięto (wpis nr");
      await expect(undone.getByRole("button", { name: /^Cofnij/ })).toHaveCount(0);

      await page.goto("/atrakcje-warszawa");
      await expect(publicSlot).toHaveText(`${row.price}\u00a0PLN`);
    } finally {
      // Whatever failed above, the shared stack keeps its original price.
      await api.patch(`/api/admin/prices/${row.id}`, {
        data: { price: row.price, description: row.description, is_active: row.is_active },
        headers: { Origin: E2E.baseURL },
      });
    }
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(width);
  });
}

test("the panel in English: tab names, unread count and the history view", async ({
  page,
  context,
}) => {
  await setLanguage(context, "en");
  const api = await signedInApi(page);
  const unread = await unreadNow(api);
  await page.goto("/admin");
  const first = page.getByRole("tab").first();
  await expect(first).toHaveAccessibleName(unread ? `Enquiries (${unread} new)` : "Enquiries");
  await expect(page.getByRole("heading", { name: "Event enquiries" })).toBeVisible();
  await openAdminTab(page, "Change history");
  await expect(page.getByRole("heading", { name: "Change history", level: 2 })).toBeVisible();
  await expect(page.getByLabel("Type", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, "change history en");
});

/** The signed-in admin API of `page`, a reader of the prices as they are now, and one cruise's row. */
async function priceRowOf(page: Page, cruiseType: string) {
  const api = await signedInApi(page);
  const pricesNow = () => adminPrices(api);
  const row = (await pricesNow()).find((p) => p.cruise_type === cruiseType)!;
  return { api, pricesNow, row };
}

test("undo of chosen fields at 375 px: a price and its description saved at once, only the description set back, the price after (decision 313)", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const { api, pricesNow, row } = await priceRowOf(page, "60min");
  const newPrice = row.price + 13;
  const newDescription = `Opis ${Date.now() % 100000}`;
  const toast = (text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });
  try {
    // One save in the Prices tab changes two fields.
    await page.goto("/admin?tab=prices");
    const form = page.locator('form[data-cruise-type="60min"]');
    await form.getByLabel("Cena (PLN)").fill(String(newPrice));
    await form.getByLabel("Opis", { exact: true }).fill(newDescription);
    await form.getByRole("button", { name: "Zapisz zmiany" }).click();
    await expect(toast("✅ Zapisano")).toBeVisible();

    await page.goto("/admin?tab=history");
    const entry = page.locator('li[data-entity="cruise_price"][data-action="update"]').first();
    await expect(entry.locator('[data-field="description"] [data-testid="after"]')).toHaveText(
      newDescription,
    );
    await expect(entry.locator('[data-field="price"] [data-testid="after"]')).toHaveText(
      String(newPrice),
    );
    const entryId = (await entry.getAttribute("data-audit-id"))!;

    // The confirmation: a checkbox per field with the value it gets back, all ticked.
    await entry.getByRole("button", { name: /^Cofnij/ }).click();
    const dialog = page.getByRole("alertdialog", { name: "Cofnąć tę zmianę?" });
    // Numbers as the panel writes them (Polish groups from five digits).
    const was = new Intl.NumberFormat("pl-PL").format(row.price);
    const price = dialog.getByRole("checkbox", { name: `Cena: ${was}` });
    const description = dialog.getByRole("checkbox", {
      name: `Opis: ${row.description ?? "—"}`,
    });
    await expect(price).toBeChecked();
    await expect(description).toBeChecked();
    await expect(dialog.getByRole("button", { name: "Tak, cofnij zmianę 2 pól" })).toBeEnabled();
    // Nothing ticked: the button cannot be pressed, and the dialog says why.
    await price.uncheck();
    await description.uncheck();
    await expect(dialog.getByRole("button", { name: "Tak, cofnij zmianę 0 pól" })).toBeDisabled();
    await expect(dialog).toContainText("Zaznacz co najmniej jedno pole.");
    await description.check();
    const confirm = dialog.getByRole("button", { name: "Tak, cofnij zmianę 1 pola" });
    await expect(confirm).toBeEnabled();
    // It fits a phone: no sideways scrolling, each checkbox row a 44 px target.
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    const rowBox = (await dialog.locator('[data-field="description"] label').boundingBox())!;
    expect(rowBox.height).toBeGreaterThanOrEqual(44);
    if (process.env.E2E_SHOTS)
      await page.screenshot({ path: `${process.env.E2E_SHOTS}/undo-fields-375.png` });
    await confirm.click();
    await expect(toast("✅ Cofnięto zmianę")).toBeVisible();

    // Only the description went back; the price stayed.
    expect((await pricesNow()).find((p) => p.id === row.id)).toMatchObject({
      price: newPrice,
      description: row.description,
    });

    // The partial undo is an entry of its own; the change can be undone again for the price.
    const entries = page.locator("li[data-audit-id]");
    await expect(entries.first()).toHaveAttribute("data-action", "revert");
    await expect(entries.first()).toContainText(`Cofa część wpisu nr ${entryId}`);
    await expect(entries.first().locator('[data-field="description"]')).toBeVisible();
    await expect(entries.first().locator('[data-field="price"]')).toHaveCount(0);
    const partly = page.locator(`li[data-audit-id="${entryId}"]`);
    await expect(partly.getByTestId("partly-undone")).toContainText("Częściowo cofnięto (wpis nr");
    await expect(partly.locator('[data-field="description"]')).toContainText("(cofnięte)");
    // Axe on the page as loaded (a toast fading in is not this view's contrast).
    await page.reload();
    await expect(partly.getByTestId("partly-undone")).toBeVisible();
    await expectNoAxeViolations(page, "history with a partial undo 375");

    await partly.getByRole("button", { name: /^Cofnij/ }).click();
    await expect(dialog.getByRole("checkbox")).toHaveCount(0);
    await expect(dialog.getByTestId("undo-fields").locator("li")).toHaveCount(1);
    await expect(dialog.locator('[data-field="price"]')).toContainText(`Cena: ${was}`);
    await expect(dialog).toContainText("Cofnięte wcześniej: Opis.");
    await dialog.getByRole("button", { name: "Tak, cofnij", exact: true }).click();
    await expect(toast("✅ Cofnięto zmianę").first()).toBeVisible();
    await expect(page.locator(`li[data-audit-id="${entryId}"]`)).toContainText("Cofnięto (wpis nr");
    await expect(
      page.locator(`li[data-audit-id="${entryId}"]`).getByRole("button", { name: /^Cofnij/ }),
    ).toHaveCount(0);
    expect((await pricesNow()).find((p) => p.id === row.id)).toMatchObject({
      price: row.price,
      description: row.description,
    });
  } finally {
    // Whatever failed above, the shared stack keeps its original price.
    await api.patch(`/api/admin/prices/${row.id}`, {
      data: { price: row.price, description: row.description, is_active: row.is_active },
      headers: { Origin: E2E.baseURL },
    });
  }
});

test("undo of chosen fields in English: the confirmation's words, one of two fields set back", async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const { api, pricesNow, row } = await priceRowOf(page, "90min");
  const newPrice = row.price + 17;
  const newDescription = `Description ${Date.now() % 100000}`;
  try {
    // One save changes two fields.
    const saved = await api.patch(`/api/admin/prices/${row.id}`, {
      data: { price: newPrice, description: newDescription, is_active: row.is_active },
      headers: { Origin: E2E.baseURL },
    });
    expect(saved.status()).toBe(200);
    await setLanguage(context, "en");
    await page.goto("/admin?tab=history");
    const entry = page.locator('li[data-entity="cruise_price"][data-action="update"]').first();
    await expect(entry.locator('[data-field="description"] [data-testid="after"]')).toHaveText(
      newDescription,
    );
    await entry.getByRole("button", { name: /^Undo/ }).click();
    const dialog = page.getByRole("alertdialog", { name: "Undo this change?" });
    await expect(dialog).toContainText("tick the fields to set back to their earlier values:");
    await expect(dialog).toContainText("Unticked fields and all others stay as they are.");
    await expect(dialog.getByRole("group", { name: "Fields to undo" })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Yes, undo 2 fields" })).toBeEnabled();
    const price = new Intl.NumberFormat("en-GB").format(row.price);
    await dialog.getByRole("checkbox", { name: `Price: ${price}` }).uncheck();
    await expect(dialog.getByRole("checkbox", { name: /^Description: / })).toBeChecked();
    await dialog.getByRole("button", { name: "Yes, undo 1 field" }).click();
    await expect(
      page.locator("[data-sonner-toast]").filter({ hasText: "✅ Change undone" }),
    ).toBeVisible();
    expect((await pricesNow()).find((p) => p.id === row.id)).toMatchObject({
      price: newPrice,
      description: row.description,
    });
    await expect(page.locator("li[data-audit-id]").first()).toContainText(
      "Undoes part of entry no.",
    );
    await expect(entry.getByTestId("partly-undone")).toContainText("Partly undone (entry no.");
    await expect(entry.locator('[data-field="description"]')).toContainText("(undone)");
  } finally {
    await api.patch(`/api/admin/prices/${row.id}`, {
      data: { price: row.price, description: row.description, is_active: row.is_active },
      headers: { Origin: E2E.baseURL },
    });
  }
});
