import { request as httpRequest } from "node:http";
import {
  test as base,
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from "@playwright/test";
import { E2E } from "./env";

export { expect };
export type Lang = "pl" | "en";

let ipCounter = 0;
/** A distinct client IP per test (the stack trusts X-Forwarded-For from loopback), so per-IP limits don't leak between tests. */
export function uniqueIp(): string {
  ipCounter++;
  const n = process.pid * 1000 + ipCounter;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/** Stores a language choice the way the site does (storage + cookie), before any page loads. */
export async function setLanguage(context: BrowserContext, lang: Lang) {
  await context.addCookies([{ name: "preferred-language", value: lang, url: E2E.baseURL }]);
  await context.addInitScript((l) => {
    try {
      if (!window.localStorage.getItem("preferred-language"))
        window.localStorage.setItem("preferred-language", l);
    } catch {
      /* ignore */
    }
  }, lang);
}

type Fixtures = {
  /** Console errors, page errors and CSP violations seen on the page; asserted empty after each test. */
  pageProblems: string[];
  lang: Lang;
};

export const test = base.extend<Fixtures>({
  lang: ["pl", { option: true }],
  pageProblems: async ({}, use) => {
    await use([]);
  },
  context: async ({ context }, use) => {
    await context.setExtraHTTPHeaders({ "X-Forwarded-For": uniqueIp() });
    await use(context);
  },
  page: async ({ page, pageProblems }, use, testInfo) => {
    page.on("console", (msg) => {
      if (msg.type() === "error") pageProblems.push(`console.error: ${msg.text()}`);
    });
    page.on("pageerror", (err) => pageProblems.push(`pageerror: ${err.message}`));
    // Scripts load after the first paint (docs/decisions/070): a test, like a visitor, acts
    // on a page once it is hydrated. After every navigation to an HTML page with scripts, wait
    // for it (a script-free page, such as the unsubscribe confirmation, is ready when loaded).
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const res = await goto(url, options);
      if (
        res?.headers()["content-type"]?.startsWith("text/html") &&
        (await page.locator("script").count()) > 0
      ) {
        await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 15_000 });
      }
      return res;
    };
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (e) => {
        console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`);
      });
    });
    await use(page);
    const allowed = testInfo.annotations
      .filter((a) => a.type === "allow-console")
      .map((a) => a.description ?? "");
    const problems = pageProblems.filter((p) => !allowed.some((pattern) => p.includes(pattern)));
    expect(problems, "console errors, page errors or CSP violations").toEqual([]);
  },
});

/** Reads what the e2e stack's SMTP server received. */
export async function receivedMail(): Promise<
  Array<{
    to: string[];
    subject: string;
    text: string;
    html: string;
    headers: Record<string, string>;
  }>
> {
  const res = await fetch(`${E2E.controlURL}/mail`);
  return res.json();
}

export async function waitForMail(
  predicate: (m: Awaited<ReturnType<typeof receivedMail>>[number]) => boolean,
  timeoutMs = 10_000,
) {
  const start = Date.now();
  for (;;) {
    const found = (await receivedMail()).filter(predicate);
    if (found.length) return found;
    if (Date.now() - start > timeoutMs) throw new Error("Timed out waiting for an e-mail");
    await new Promise((r) => setTimeout(r, 200));
  }
}

export async function gotoAndSettle(page: Page, path: string) {
  const res = await page.goto(path);
  await page.waitForLoadState("networkidle");
  return res;
}

/** The administrator panel's tabs in order, by their Polish names (the enquiries tab carries its unread count). */
export const ADMIN_TABS = [
  "Zapytania",
  "Newsletter",
  "Subskrybenci",
  "Bony",
  "Strona",
  "Rejsy",
  "Ceny Rejsów",
  "Atrakcje",
  "Teksty",
  "Zdjęcia",
  "Statystyki",
  "Historia zmian",
  "Konto",
] as const;

/**
 * Opens a panel tab by name: on a phone the tabs sit in a menu behind one button (decision
 * 233), wider they are all in view.
 */
export async function openAdminTab(page: Page, name: string) {
  const menu = page.getByTestId("admin-tabs-menu");
  // The panel renders its tabs (and, on a phone, the menu) once it knows who is signed in.
  await page.getByRole("tablist", { includeHidden: true }).waitFor({ state: "attached" });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole("tab", { name, exact: true }).click();
  // On a phone the menu closes once a tab is chosen, hiding the tabs again.
  await expect(page.getByRole("tab", { name, exact: true, includeHidden: true })).toHaveAttribute(
    "aria-selected",
    "true",
  );
}

/**
 * Signs the stack's administrator in through the login page, in the page's language (the
 * labels of `lang`), and waits for the panel.
 */
export async function signInAsAdmin(page: Page, lang: Lang = "pl") {
  const words =
    lang === "pl"
      ? { password: "Hasło", submit: "Zaloguj się" }
      : { password: "Password", submit: "Sign in" };
  await page.goto("/admin/login");
  await page.getByLabel("E-mail").fill(E2E.adminEmail);
  await page.getByLabel(words.password, { exact: true }).fill(E2E.adminPassword);
  await page.getByRole("button", { name: words.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

/** Goes to `path` and waits until the page is hydrated. */
export async function hydrated(page: Page, path: string) {
  await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 15_000 });
}

/** Fills and sends the login form (Polish labels) with `email` and `password`; no wait after. */
export async function passwordStep(page: Page, email: string, password: string) {
  await hydrated(page, "/admin/login");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Hasło", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Zaloguj się", exact: true }).click();
}

/** A browser context of its own: the stack's URL, Polish, Warsaw time, a client IP of its own. */
export async function ownContext(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: E2E.baseURL,
    locale: "pl-PL",
    timezoneId: "Europe/Warsaw",
    ...options,
  });
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": uniqueIp() });
  return context;
}

/** A phone (375 × 667, touch) of its own client IP with the stack's administrator signed in. */
export async function phoneAdmin(
  browser: Browser,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 667 },
    hasTouch: true,
    extraHTTPHeaders: { "X-Forwarded-For": uniqueIp() },
  });
  const page = await context.newPage();
  await signInAsAdmin(page);
  return { context, page };
}

/**
 * The API context of `page`'s browser context, signed in as the stack's administrator from a
 * client IP of its own (so no rate limit is shared).
 */
export async function signedInApi(page: Page): Promise<APIRequestContext> {
  const api = page.context().request;
  const res = await api.post("/api/auth/sign-in/email", {
    data: { email: E2E.adminEmail, password: E2E.adminPassword },
    headers: { Origin: E2E.baseURL, "X-Forwarded-For": uniqueIp() },
  });
  expect(res.status(), await res.text()).toBe(200);
  return api;
}

/** An anonymous visitor's request context in `lang`, from a client IP of its own. */
export async function visitorApi(
  lang: Lang = "pl",
  options: { maxRedirects?: number } = {},
): Promise<APIRequestContext> {
  return playwrightRequest.newContext({
    baseURL: E2E.baseURL,
    extraHTTPHeaders: {
      "X-Forwarded-For": uniqueIp(),
      "Accept-Language": lang === "pl" ? "pl-PL" : "en-GB",
    },
    ...options,
  });
}

/** An answer read whole over node:http. */
export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * A raw GET of the stack with exactly these headers (fetch would add Accept-Language: *), no
 * cookie, no redirect followed.
 */
export function rawGet(path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${E2E.baseURL}${path}`, { method: "GET", headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString("utf8"),
        }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

/** A row of the panel's Prices tab. */
export interface AdminPrice {
  id: number;
  cruise_type: string;
  price: number;
  description: string | null;
  is_active: boolean;
}

/** The price rows as the panel reads them (GET /api/admin/prices, 200). */
export async function adminPrices(api: APIRequestContext): Promise<AdminPrice[]> {
  const res = await api.get("/api/admin/prices");
  expect(res.status()).toBe(200);
  return ((await res.json()) as { prices: AdminPrice[] }).prices;
}
