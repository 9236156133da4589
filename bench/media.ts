/**
 * Photos (docs/decisions/250): the cost of processing one 12-megapixel phone JPEG, and the
 * home page's p99 (browser headers, so compressed) while three uploads are processed, on
 * PGlite and PostgreSQL, against the same load without uploads.
 *
 *   npx tsx bench/run.ts --only=media --worktree --no-write
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { phoneJpeg } from "../tests/support/images";
import { productionNodeEnv, productionNodeFlags } from "../tests/support/node-flags";
import { adminCookie, record, removeDir, SITE_URL, source, sleep } from "./lib";
import { BROWSER_HEADERS, forEachDatabase, load, pgAvailable } from "./server";

const SECTION = "Photos";

interface ProcessRun {
  ms: number;
  cpuMs: number;
  peakRss: number;
  files: number;
  bytes: number;
}

/** Processes one file as the photo queue does, in a child process with npm start's settings. */
function processInChild(file: string): ProcessRun {
  return JSON.parse(
    execFileSync(
      process.execPath,
      [
        ...productionNodeFlags(source.dir),
        "--import",
        "tsx",
        path.join(source.dir, "bench/media-process.ts"),
        file,
      ],
      {
        cwd: source.dir,
        encoding: "utf8",
        env: { ...process.env, ...productionNodeEnv(source.dir) },
      },
    )
      .trim()
      .split("\n")
      .at(-1)!,
  ) as ProcessRun;
}

/** The largest images the upload still accepts, written to `dir`. */
async function worstAcceptedImages(dir: string): Promise<Array<{ label: string; file: string }>> {
  const { default: sharp } = await import("sharp");
  const noise = { type: "gaussian" as const, mean: 128, sigma: 40 };
  const jpeg = path.join(dir, "50mp.jpg");
  // 8160 × 6120 = 49.9 MP.
  await sharp({ create: { width: 8160, height: 6120, channels: 3, background: "#336699", noise } })
    .jpeg({ quality: 90 })
    .toFile(jpeg);
  const png = path.join(dir, "rgba16.png");
  // 7000 × 3570 × 4 channels × 2 bytes = 199.9 MB decoded.
  await sharp({ create: { width: 7000, height: 3570, channels: 4, background: "#33669980" } })
    .toColourspace("rgb16")
    .png({ compressionLevel: 9 })
    .toFile(png);
  return [
    { label: "a 50 MP JPEG (150 MB decoded)", file: jpeg },
    { label: "a 16-bit RGBA PNG of 7000×3570 (199.9 MB decoded)", file: png },
  ];
}

/** Uploads one JPEG as the panel does (to the site at `base`); answers its id. */
export async function upload(
  cookie: string,
  bytes: Buffer,
  name: string,
  base = SITE_URL,
): Promise<number> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), name);
  const res = await fetch(`${base}/api/admin/media`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: base },
    body: form,
  });
  const body = (await res.json()) as { id: number };
  if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${JSON.stringify(body)}`);
  return body.id;
}

/** True once every one of `ids` has been processed. */
export async function allReady(cookie: string, ids: number[], base = SITE_URL): Promise<boolean> {
  const res = await fetch(`${base}/api/admin/media`, {
    headers: { Cookie: cookie },
  });
  const { items } = (await res.json()) as {
    items: Array<{ id: number; status: string }>;
  };
  return ids.every((id) => items.find((i) => i.id === id)?.status === "ready");
}

export async function mediaBench(opts: { duration: number }) {
  console.log("\n== Photos: processing, and the home page while photos are processed ==");
  const dir = mkdtempSync(path.join(tmpdir(), "rib-media-bench-"));
  try {
    const jpeg = await phoneJpeg(4000, 3000, { orientation: 6, grain: true });
    const file = path.join(dir, "phone.jpg");
    writeFileSync(file, jpeg);

    // With the server's Node flags and allocator settings (npm start), from the source measured.
    const runs = [0, 1, 2].map(() => processInChild(file));
    const ms = runs.map((r) => r.ms).sort((a, b) => a - b)[1]!;
    const rss = Math.max(...runs.map((r) => r.peakRss));
    console.log(
      `  12 MP JPEG (${(jpeg.length / 1e6).toFixed(1)} MB): ${runs.map((r) => r.ms.toFixed(0)).join(", ")} ms (CPU ${runs.map((r) => r.cpuMs.toFixed(0)).join(", ")} ms); peak RSS ${runs.map((r) => (r.peakRss / 1e6).toFixed(0)).join(", ")} MB; ${runs[0]!.files} files, ${(runs[0]!.bytes / 1e6).toFixed(2)} MB stored`,
    );
    record(
      SECTION,
      "process a 12 MP phone JPEG (median of 3)",
      `${(ms / 1000).toFixed(2)} s`,
      "≤ 5 s",
      ms <= 5000,
    );
    record(
      SECTION,
      "peak RSS processing it (own process)",
      `${(rss / 1e6).toFixed(0)} MB`,
      "≤ 300 MB",
      rss <= 300e6,
    );

    // The worst images the upload accepts (decision 250, security review 3 finding 5): the most
    // pixels (50 MP, 8-bit JPEG, 150 MB decoded) and the most decoded bytes (a 16-bit RGBA PNG
    // just under the 200 MB limit). One run each, in a process of its own.
    for (const worst of await worstAcceptedImages(dir)) {
      const r = processInChild(worst.file);
      console.log(
        `  ${worst.label}: ${r.ms.toFixed(0)} ms (CPU ${r.cpuMs.toFixed(0)} ms); peak RSS ${(r.peakRss / 1e6).toFixed(0)} MB`,
      );
      record(
        SECTION,
        `peak RSS processing ${worst.label} (own process)`,
        `${(r.peakRss / 1e6).toFixed(0)} MB`,
        "≤ 300 MB",
        r.peakRss <= 300e6,
      );
    }

    const kinds: Array<"pglite" | "postgres"> = (await pgAvailable())
      ? ["pglite", "postgres"]
      : ["pglite"];
    await forEachDatabase(kinds, { RATE_LIMITS: "off" }, async (kind, site) => {
      const cookie = await adminCookie();
      await autocannon({
        url: SITE_URL + "/",
        connections: 10,
        amount: 300,
        headers: BROWSER_HEADERS,
      });
      const quiet = await load(
        `${kind}: home, no uploads`,
        {
          url: SITE_URL + "/",
          duration: opts.duration,
          connections: 20,
          headers: BROWSER_HEADERS,
        },
        site.pid,
      );
      const uploading = (async () => {
        const ids = await Promise.all([1, 2, 3].map((i) => upload(cookie, jpeg, `phone-${i}.jpg`)));
        const started = Date.now();
        while (!(await allReady(cookie, ids))) {
          if (Date.now() - started > 180_000) throw new Error("three photos not ready in 180 s");
          await sleep(250);
        }
        return (Date.now() - started) / 1000;
      })();
      const busy = await load(
        `${kind}: home, three uploads processing`,
        {
          url: SITE_URL + "/",
          duration: opts.duration,
          connections: 20,
          headers: BROWSER_HEADERS,
        },
        site.pid,
      );
      const seconds = await uploading;
      console.log(
        `    three 12 MP photos ready ${seconds.toFixed(1)} s after their uploads were answered`,
      );
      record(
        SECTION,
        `${kind}: home p99 while three uploads are processed`,
        `${busy.latency.p99} ms (without: ${quiet.latency.p99} ms)`,
        "≤ 50 ms or ≤ 2× without, non-2xx 0",
        busy.non2xx === 0 &&
          busy.errors === 0 &&
          busy.latency.p99 <= Math.max(2 * quiet.latency.p99, 50),
      );
      record(SECTION, `${kind}: three 12 MP photos processed`, `${seconds.toFixed(1)} s`, "", null);
    });
  } finally {
    removeDir(dir);
  }
}
