/**
 * Runs the accessibility, keyboard and SEO e2e specs on the benchmark's ports and reports
 * their counts (tests passed/failed, axe violations per page) in the bench output.
 */
import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildPath, PORTS, record, run, source, stripAnsi } from "./lib";

const SECTION = "Accessibility and SEO (e2e)";
const SPECS = ["tests/e2e/a11y.spec.ts", "tests/e2e/keyboard.spec.ts", "tests/e2e/seo.spec.ts"];

interface PwTest {
  status: string;
  annotations: Array<{ type: string; description?: string }>;
  results: Array<{
    status: string;
    error?: { message?: string };
    annotations?: Array<{ type: string; description?: string }>;
  }>;
}
interface PwSpec {
  title: string;
  file: string;
  tests: PwTest[];
}
interface PwSuite {
  title: string;
  file: string;
  specs: PwSpec[];
  suites?: PwSuite[];
}

function specsOf(suite: PwSuite): PwSpec[] {
  return [...suite.specs, ...(suite.suites ?? []).flatMap(specsOf)];
}

export async function runE2e() {
  console.log("\n== Accessibility, keyboard and SEO e2e specs ==");
  const out = path.join(tmpdir(), `rib-bench-e2e-${process.pid}.json`);
  try {
    await run("npx", ["playwright", "test", ...SPECS, "--reporter=json"], {
      BUILD_DIR: buildPath(),
      MIGRATIONS_DIR: path.join(source.dir, "db", "migrations"),
      E2E_PORT: String(PORTS.e2e),
      E2E_SMTP_PORT: String(PORTS.e2eSmtp),
      E2E_WEATHER_PORT: String(PORTS.e2eWeather),
      E2E_CONTROL_PORT: String(PORTS.e2eControl),
      PLAYWRIGHT_JSON_OUTPUT_NAME: out,
    });
  } catch {
    // Failures are counted from the report below.
  }
  let report: { suites: PwSuite[] };
  try {
    report = JSON.parse(readFileSync(out, "utf8"));
  } catch {
    record(SECTION, "e2e run", "no report (the stack did not start?)", "", false);
    return;
  }
  const specs = report.suites.flatMap(specsOf);
  for (const file of SPECS.map((s) => path.basename(s))) {
    const mine = specs.filter((s) => s.file.endsWith(file));
    const results = mine.flatMap((s) =>
      s.tests.map((t) => ({
        title: s.title,
        status: t.results.at(-1)?.status ?? "skipped",
        error: t.results.at(-1)?.error?.message,
      })),
    );
    const passed = results.filter((r) => r.status === "passed").length;
    const failed = results.filter((r) => r.status !== "passed" && r.status !== "skipped");
    record(
      SECTION,
      `${file}: tests passed`,
      `${passed} of ${results.length}`,
      "all",
      results.length > 0 && failed.length === 0,
    );
    for (const f of failed) {
      const msg = stripAnsi(f.error ?? "")
        .split("\n")
        .filter(Boolean)
        .slice(0, 3)
        .join(" ")
        .slice(0, 240);
      record(SECTION, `${file}: FAILED ${f.title}`, msg, "", false);
    }
  }
  // axe violations per page, from the annotations the a11y spec records.
  const axe = specs
    .flatMap((s) =>
      s.tests.flatMap((t) => [...t.annotations, ...t.results.flatMap((r) => r.annotations ?? [])]),
    )
    .filter((a) => a.type === "axe-violations" && a.description)
    .map((a) => {
      const [label, n] = a.description!.split(/=(?=\d+$)/);
      return { label, n: Number(n) };
    });
  const unique = new Map(axe.map((a) => [a.label, a.n]));
  const total = [...unique.values()].reduce((a, b) => a + b, 0);
  const pages = [...unique.entries()].filter(([, n]) => n > 0);
  record(
    SECTION,
    "axe WCAG 2.2 A/AA: pages checked",
    String(unique.size),
    "every public route × 2 languages + admin",
    null,
  );
  record(
    SECTION,
    "axe WCAG 2.2 A/AA: violating nodes",
    `${total}${pages.length ? ` (${pages.map(([l, n]) => `${l}: ${n}`).join("; ")})` : ""}`,
    "0",
    total === 0 && unique.size > 0,
  );
}
