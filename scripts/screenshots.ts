// Screenshots of pages at phone and desktop widths in both languages, for looking at what we
// build. Usage: npx tsx scripts/screenshots.ts http://127.0.0.1:3000 /tmp/shots / /rejsy-zegrze …
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";

const [base = "http://127.0.0.1:3000", outDir = "/tmp/shots", ...paths] = process.argv.slice(2);
const widths = (process.env.WIDTHS ?? "375,1280").split(",").map(Number);
const langs = (process.env.LANGS ?? "pl,en").split(",");
const fullPage = process.env.FULL !== "0";
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
  ],
});
for (const lang of langs) {
  for (const width of widths) {
    const context = await browser.newContext({
      viewport: { width, height: width < 600 ? 812 : 900 },
      locale: lang === "en" ? "en-GB" : "pl-PL",
      deviceScaleFactor: 1,
    });
    await context.addCookies([{ name: "preferred-language", value: lang, url: base }]);
    await context.addInitScript((l) => localStorage.setItem("preferred-language", l), lang);
    const page = await context.newPage();
    for (const p of paths.length ? paths : ["/"]) {
      await page.goto(base + p, { waitUntil: "networkidle" });
      const name = `${p === "/" ? "home" : p.replace(/^\//, "").replace(/[/?=&#]/g, "_")}-${lang}-${width}.png`;
      await page.screenshot({ path: path.join(outDir, name), fullPage });
      console.log(path.join(outDir, name));
    }
    await context.close();
  }
}
await browser.close();
