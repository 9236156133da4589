/**
 * The e2e stack: a real SMTP server, a fake weather upstream, a fake booking provider
 * (FareHarbor's External API, with the keys it expects), a fake Stripe (gift vouchers: its
 * hosted checkout page sends signed webhooks to the site), and the production build of the
 * site on a fresh embedded database. Playwright starts this (playwright.config.ts webServer).
 * The SMTP sink's messages are readable at http://127.0.0.1:$E2E_CONTROL_PORT/mail so tests
 * can open the e-mails the site sent.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { startFakeFareHarbor, type FareHarborMode } from "../support/fake-fareharbor";
import { startFakeStripe, type StripeMode } from "../support/fake-stripe";
import { startFakeWeather } from "../support/fake-weather";
import { startSmtpSink } from "../support/smtp-sink";
import { E2E } from "./env";

const smtp = await startSmtpSink(E2E.smtpPort);
const weather = await startFakeWeather(E2E.weatherPort);
const fareharbor = await startFakeFareHarbor(E2E.fareharborPort);
const stripe = await startFakeStripe({
  port: E2E.stripePort,
  webhookUrl: `${E2E.baseURL}/api/payments/stripe/webhook`,
});
const dataDir = mkdtempSync(path.join(tmpdir(), "rib-e2e-"));

const control = createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://localhost");
  res.setHeader("Content-Type", "application/json");
  if (url.pathname === "/mail" && req.method === "GET")
    return res.end(JSON.stringify(smtp.messages));
  if (url.pathname === "/mail" && req.method === "DELETE") {
    smtp.clear();
    return res.end("{}");
  }
  if (url.pathname === "/smtp/fail-next") {
    smtp.failNext(Number(url.searchParams.get("n") ?? "1"));
    return res.end("{}");
  }
  if (url.pathname === "/weather/gusts") {
    const strong = url.searchParams.get("strong");
    weather.setStrongGusts(strong ? Number(strong) : null);
    return res.end("{}");
  }
  if (url.pathname === "/fareharbor/mode") {
    fareharbor.setMode((url.searchParams.get("set") ?? "normal") as FareHarborMode);
    return res.end("{}");
  }
  if (url.pathname === "/fareharbor/hits") return res.end(JSON.stringify(fareharbor.hits));
  if (url.pathname === "/stripe/refunds") return res.end(JSON.stringify(stripe.refunds));
  if (url.pathname === "/stripe/mode") {
    stripe.setMode((url.searchParams.get("set") ?? "normal") as StripeMode);
    return res.end("{}");
  }
  if (url.pathname === "/weather/mode") {
    weather.setMode((url.searchParams.get("set") ?? "ok") as never);
    return res.end("{}");
  }
  res.statusCode = 404;
  res.end("{}");
});
await new Promise<void>((r) => control.listen(E2E.controlPort, "127.0.0.1", r));

const child = spawn(process.execPath, ["server.js"], {
  stdio: "inherit",
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(E2E.port),
    HOST: "127.0.0.1",
    PUBLIC_SITE_URL: E2E.baseURL,
    DATA_DIR: dataDir,
    AUTH_SECRET: "e2e-secret-e2e-secret-e2e-secret-0123456789",
    ADMIN_EMAIL: E2E.adminEmail,
    ADMIN_PASSWORD: E2E.adminPassword,
    SMTP_URL: smtp.url,
    OPERATOR_EMAIL: E2E.operatorEmail,
    MAIL_FROM: "RIB Warsaw <no-reply@ribwarsaw.pl>",
    MAIL_POLL_MS: "200",
    WEATHER_API_URL: weather.primaryUrl,
    WEATHER_FALLBACK_URL: weather.fallbackUrl,
    ...fareharbor.env,
    ...stripe.env,
    // Short, so a spec sees a refresh within seconds.
    DEPARTURES_REFRESH_S: "5",
    // The wind-warning spec changes the gust forecast: read it afresh every second.
    WEATHER_GUSTS_CACHE_S: "1",
    TRUST_PROXY: "loopback",
    // The authorisation specs need an ordinary, non-admin user (decision 190).
    TEST_ORDINARY_USERS: "on",
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? "warn",
  },
});

async function stop() {
  child.kill("SIGTERM");
  await new Promise((r) => child.once("exit", r));
  await smtp.close();
  await weather.close();
  await fareharbor.close();
  await stripe.close();
  control.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
child.on("exit", (code) => {
  if (code !== 0 && code !== null) process.exit(code);
});
