import { defineConfig, devices } from "@playwright/test";
import { E2E } from "./tests/e2e/env";

const chromiumPath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/**
 * Specs that change state every other spec can see (prices, attractions, the fake weather
 * upstream's mode, every active subscriber receiving a bulk e-mail). They run in their own
 * project, one at a time, against a fresh stack: `npm run test:e2e` runs "main" in parallel,
 * then "stateful" with one worker.
 */
const STATEFUL =
  /(data|weather|admin|admin-api|security|subscribers|desk|analytics|account|administrators|campaigns|page-copy|photos|operator-day|site-admin|passkey|departures-outage|wind-warning|panel-edits|cruises|one-truth|owner-settings|vouchers|fourth-location)\.spec\.ts$/;
/** The weather spec needs the upstream cache cold, so it runs before any stateful spec loads a location page. */
const WEATHER = /weather\.spec\.ts$/;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: E2E.baseURL,
    locale: "pl-PL",
    timezoneId: "Europe/Warsaw",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
      ],
    },
  },
  projects: [
    {
      name: "main",
      testIgnore: STATEFUL,
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
    {
      name: "stateful-weather",
      testMatch: WEATHER,
      fullyParallel: false,
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
    {
      name: "stateful",
      testMatch: STATEFUL,
      testIgnore: WEATHER,
      dependencies: ["stateful-weather"],
      fullyParallel: false,
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
  ],
  webServer: {
    command: "npx tsx tests/e2e/stack.ts",
    url: `${E2E.baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "pipe",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
  },
});
