/**
 * Panel forms check their fields in the browser with the schema their route uses (decision
 * 392): bad input is refused on a 375 px phone, in Polish and in English, with the route's own
 * messages under the fields, before any request leaves the browser: the account's forms, the
 * forms of a new cruise and of a notice, a price, a hand-issued voucher, the business facts and a
 * promotional event (issue 43).
 */
import type { BrowserContext, Page } from "@playwright/test";
import { E2E } from "./env";
import { expect, openAdminTab, setLanguage, signInAsAdmin, test, type Lang } from "./fixtures";

const WORDS = {
  pl: {
    account: "Konto",
    change: "Zmień hasło",
    passwordRequired: "Podaj hasło.",
    tooShort: "Hasło musi mieć co najmniej 12 znaków.",
    differ: "Hasła nie są takie same.",
    invite: "Wyślij zaproszenie",
    emailInvalid: "Podaj prawidłowy adres e-mail.",
  },
  en: {
    account: "Account",
    change: "Change password",
    passwordRequired: "Enter your password.",
    tooShort: "The password must be at least 12 characters long.",
    differ: "The passwords do not match.",
    invite: "Send invitation",
    emailInvalid: "Enter a valid e-mail address.",
  },
} as const;

/**
 * The panel signed in on a 375 px phone in `lang`, and the list of the requests matching `calls`
 * (any method but GET) that leave the browser from now on: a form refusing bad input sends none.
 */
async function phonePanel(page: Page, context: BrowserContext, lang: Lang, calls: RegExp) {
  await page.setViewportSize({ width: 375, height: 667 });
  if (lang === "en") await setLanguage(context, "en");
  await signInAsAdmin(page, lang);
  const sent: string[] = [];
  page.on("request", (r) => {
    if (calls.test(r.url()) && r.method() !== "GET") sent.push(`${r.method()} ${r.url()}`);
  });
  return sent;
}

for (const lang of ["pl", "en"] as Lang[]) {
  test(`account forms refuse bad input before any request, at 375 px (${lang})`, async ({
    page,
    context,
  }) => {
    const w = WORDS[lang];
    const sent = await phonePanel(
      page,
      context,
      lang,
      /\/api\/admin\/(account\/password|invitations)/,
    );
    await openAdminTab(page, w.account);

    // The password form: nothing typed, then a short new password, then two that differ.
    const change = page.getByRole("button", { name: w.change, exact: true });
    await change.click();
    await expect(page.getByText(w.passwordRequired).first()).toBeVisible();
    await expect(page.getByText(w.tooShort)).toBeVisible();
    const form = change.locator("xpath=ancestor::form");
    const [current, fresh, repeat] = await form.locator('input[type="password"]').all();
    await current!.fill(E2E.adminPassword);
    await fresh!.fill("violet-canyon-morning-88");
    await repeat!.fill("violet-canyon-morning-89");
    await change.click();
    await expect(page.getByText(w.differ)).toBeVisible();
    await expect(page.getByText(w.tooShort)).toHaveCount(0);
    // The first field at fault has the focus, so its message is read out.
    await expect(repeat!).toBeFocused();

    // The invitation form: an address the route's rule refuses (a one-letter top-level domain),
    // which a looser browser-only check let through to the server.
    const invite = page.getByRole("button", { name: w.invite, exact: true });
    const inviteForm = invite.locator("xpath=ancestor::form");
    await inviteForm.locator('input[name="email"]').fill("ola@example.c");
    await invite.click();
    await expect(inviteForm.getByText(w.emailInvalid)).toBeVisible();

    expect(sent).toEqual([]);
  });
}

const CONTENT = {
  pl: {
    cruisesTab: "Rejsy",
    addCruise: "Dodaj rejs",
    duration: "Czas rejsu (minuty)",
    nameMissing: "Podaj nazwę rejsu.",
    durationWrong: "Czas rejsu musi wynosić od 5 do 600 minut.",
    siteTab: "Strona",
    setNotice: "Ustaw komunikat",
    save: "Zapisz",
    required: "To pole jest wymagane",
    pricesTab: "Ceny Rejsów",
    description: "Opis",
    savePrice: "Zapisz zmiany",
    tooLong: "Ten tekst jest za długi",
    vouchersTab: "Bony",
    issueHeading: "Wydaj bony ręcznie",
    amount: "Kwota (PLN)",
    note: "Notatka",
    issue: "Wydaj",
    amountWrong: "Kwota bonu: od 1 do 10 000 PLN",
    phone: "Telefon",
    phoneWrong: "Podaj numer w formacie międzynarodowym, np. +48 500 600 700",
    addEvent: "Dodaj wydarzenie",
  },
  en: {
    cruisesTab: "Cruises",
    addCruise: "Add a cruise",
    duration: "Duration (minutes)",
    nameMissing: "Enter the cruise's name.",
    durationWrong: "The duration must be between 5 and 600 minutes.",
    siteTab: "Site",
    setNotice: "Set a notice",
    save: "Save",
    required: "This field is required",
    pricesTab: "Cruise prices",
    description: "Description",
    savePrice: "Save changes",
    tooLong: "This text is too long",
    vouchersTab: "Vouchers",
    issueHeading: "Issue vouchers by hand",
    amount: "Amount (PLN)",
    note: "Note",
    issue: "Issue",
    amountWrong: "Voucher amount: 1 PLN to 10,000 PLN",
    phone: "Phone",
    phoneWrong: "Enter the number in international format, e.g. +48 500 600 700",
    addEvent: "Add an event",
  },
} as const;

for (const lang of ["pl", "en"] as Lang[]) {
  test(`a new cruise and a notice refuse bad input before any request, at 375 px (${lang})`, async ({
    page,
    context,
  }) => {
    const w = CONTENT[lang];
    const sent = await phonePanel(page, context, lang, /\/api\/admin\/(cruises|notices)/);

    // A new cruise without its names and with a 3-minute duration.
    await openAdminTab(page, w.cruisesTab);
    await page.getByRole("button", { name: w.addCruise, exact: true }).first().click();
    const form = page.getByTestId("cruise-add-form");
    await form.getByLabel(w.duration).fill("3");
    await form.getByRole("button", { name: w.addCruise, exact: true }).click();
    await expect(form.getByText(w.nameMissing)).toHaveCount(2);
    await expect(form.getByText(w.durationWrong)).toBeVisible();
    // The first field at fault has the focus, so its message is read out.
    await expect(form.locator('[aria-invalid="true"]').first()).toBeFocused();

    // A notice without its text.
    await openAdminTab(page, w.siteTab);
    const card = page.getByTestId("notice-warszawa");
    await card.getByRole("button", { name: w.setNotice, exact: true }).click();
    await card.getByRole("button", { name: w.save, exact: true }).click();
    await expect(card.getByText(w.required).first()).toBeVisible();

    expect(sent).toEqual([]);
  });
}

/** The calls of the price, voucher, business-facts and promotional-event forms. */
const OPERATOR_CALLS = /\/api\/admin\/(prices|vouchers|settings|promo-events)/;

for (const lang of ["pl", "en"] as Lang[]) {
  test(`a price, a voucher, the business facts and an event refuse bad input before any request, at 375 px (${lang})`, async ({
    page,
    context,
  }) => {
    const w = CONTENT[lang];
    const sent = await phonePanel(page, context, lang, OPERATOR_CALLS);

    // A price's description over the route's 500 characters (the field has no length cap).
    await openAdminTab(page, w.pricesTab);
    const price = page.locator('form[data-cruise-type="60min"]');
    const description = price.getByLabel(w.description);
    const saved = await description.inputValue();
    await description.fill("x".repeat(501));
    await price.getByRole("button", { name: w.savePrice }).click();
    await expect(price.getByText(w.tooLong)).toBeVisible();
    await expect(description).toBeFocused();
    // Back as it was, so leaving the tab asks nothing about unsaved changes.
    await description.fill(saved);

    // A voucher of 12.345 PLN: the route takes whole grosze only.
    await openAdminTab(page, w.vouchersTab);
    const issue = page.locator("section", { hasText: w.issueHeading });
    await issue.getByLabel(w.amount).fill("12,345");
    await issue.getByLabel(w.note).fill("e2e");
    await issue.getByRole("button", { name: w.issue, exact: true }).click();
    await expect(issue.getByRole("status")).toHaveText(w.amountWrong);
    await issue.getByLabel(w.amount).fill("");
    await issue.getByLabel(w.note).fill("");

    // A phone number without its country code, and a promotional event without its title.
    await openAdminTab(page, w.siteTab);
    const settings = page.getByTestId("settings-form");
    await settings.getByLabel(w.phone, { exact: true }).fill("511 222");
    await settings.getByRole("button", { name: w.save, exact: true }).click();
    await expect(settings.getByText(w.phoneWrong)).toBeVisible();
    await page.getByRole("button", { name: w.addEvent }).click();
    const event = page.getByTestId("promo-event-form");
    await event.getByRole("button", { name: w.save, exact: true }).click();
    await expect(event.getByText(w.required).first()).toBeVisible();

    expect(sent).toEqual([]);
  });
}
