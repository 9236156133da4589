/**
 * The photo memory budget in the running server (issue 41, finding 2; decision 440): the
 * production build started as `npm start` starts it (its Node flags and allocator settings, via
 * the harness), on PGlite and on PostgreSQL, takes the largest image of each kind the upload
 * rules accept, one at a time and then eight at once, and processes them, while the server's
 * whole process tree stays under a ceiling (the contract's 300 MB on PostgreSQL, 12 MB of
 * run-to-run variation above it on PGlite; see CEILING_MB). The tree's
 * resident memory is the sum of VmRSS
 * of the server and every descendant, sampled every 20 ms from /proc; the server's own VmHWM
 * (its true peak, between samples too) is checked as well.
 *
 * The images are made from the rules' own limits (`largestAccepted`), so they stay the worst
 * the server takes whenever the rules change.
 */
import { readdirSync, readFileSync } from "node:fs";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { largestAccepted, MAX_PIXELS } from "~/features/media/process.server";
import { MEDIA_UPLOAD_LIMIT } from "../../server/media-upload";
import { PORTS, signIn, sleep, startServer, waitFor } from "./support/harness";
import { bothDatabases, faultLifecycle, scratchStore } from "./support/lifecycle";

/** The contract's budget for the server's process tree (media row, changed 2026-11-28). */
const CONTRACT_MB = 300;
/**
 * Both databases meet the contract since decision 461 (the password estimate's dictionaries out
 * of the server, a 2 MB young generation, a full collection around each photo job, turned photos
 * turned after shrinking, the upload decoded from a scratch file): PostgreSQL 138-146 MB at start,
 * 222-231 MB at most one at a time and eight at once (before: 168-182 and 273-301 MB); PGlite 198
 * and 284-289 MB (before: 222-237 and 330-352 MB). PostgreSQL is held to the contract itself. PGlite keeps
 * the 12 MB of run-to-run variation PostgreSQL's ceiling had until now: a fresh-clone CI run has
 * measured 10-25 MB above this machine's figure for the same code (decision 440), and a gate
 * that fails one run in five teaches people to re-run it. The log line prints the measured peak
 * against the contract.
 */
const CEILING_MB = { PostgreSQL: CONTRACT_MB, PGlite: CONTRACT_MB + 12 } as const;
const { running, cleanups } = faultLifecycle();

const statusKb = (pid: number, key: string): number => {
  try {
    const m = new RegExp(`${key}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return m ? Number(m[1]) : 0;
  } catch {
    return 0; // gone
  }
};

/** The process and all its descendants (children from /proc/<pid>/task/<tid>/children). */
function tree(pid: number): number[] {
  const out = [pid];
  for (let i = 0; i < out.length; i++) {
    let tasks: string[];
    try {
      tasks = readdirSync(`/proc/${out[i]}/task`);
    } catch {
      continue;
    }
    for (const t of tasks) {
      try {
        const kids = readFileSync(`/proc/${out[i]}/task/${t}/children`, "utf8").trim();
        if (kids) out.push(...kids.split(/\s+/).map(Number));
      } catch {
        /* gone */
      }
    }
  }
  return out;
}

/** Samples the tree's summed VmRSS every 20 ms; each process's VmHWM is kept as well. */
function sampleTree(pid: number) {
  let peakKb = 0;
  const hwm = new Map<number, number>();
  const read = () => {
    let sum = 0;
    for (const p of tree(pid)) {
      sum += statusKb(p, "VmRSS");
      hwm.set(p, Math.max(hwm.get(p) ?? 0, statusKb(p, "VmHWM")));
    }
    peakKb = Math.max(peakKb, sum);
  };
  read();
  const timer = setInterval(read, 20);
  return {
    get peakMb() {
      return peakKb / 1024;
    },
    /** The children's peaks (each its own VmHWM), in MB. */
    childrenHwmMb() {
      return [...hwm].filter(([p]) => p !== pid).reduce((a, [, kb]) => a + kb, 0) / 1024;
    },
    stop() {
      clearInterval(timer);
      read();
    },
  };
}

/** Camera-like noise on a flat picture, so a file is as large as a real one of its size. */
async function noisy(width: number, height: number, channels: 3 | 4, sigma: number) {
  return sharp({
    create: {
      width,
      height,
      channels,
      background: { r: 40, g: 100, b: 170, alpha: 0.6 },
      noise: { type: "gaussian", mean: 128, sigma },
    },
  });
}

/** Flat blocks (a small noisy picture scaled up): large in pixels, small as a file. */
async function blocks(width: number, height: number, channels: 3 | 4) {
  const small = await (await noisy(64, 64, channels, 40)).png().toBuffer();
  const img = sharp(small).resize(width, height, { kernel: "nearest" });
  // Transparency that is not opaque anywhere: the costliest kind of photo to cut.
  return channels === 4 ? img.ensureAlpha(0.8) : img;
}

interface TestImage {
  name: string;
  type: string;
  bytes: Buffer;
}

/** The largest accepted image of each kind the rules treat differently. */
async function worstImages(): Promise<TestImage[]> {
  const l = largestAccepted();
  const side = (pixels: number) => Math.floor(Math.sqrt(pixels));
  const images: TestImage[] = [];
  const add = async (name: string, type: string, make: () => Promise<Buffer>) => {
    const bytes = await make();
    expect(bytes.length, name).toBeLessThanOrEqual(MEDIA_UPLOAD_LIMIT);
    images.push({ name, type, bytes });
  };
  const s1 = side(l.interlacedPngPixels.rgba);
  await add(`interlaced 8-bit RGBA PNG ${s1}×${s1}`, "image/png", async () =>
    (await blocks(s1, s1, 4)).png({ progressive: true }).toBuffer(),
  );
  const s5 = side(l.losslessWebpPixels.rgba);
  await add(`lossless RGBA WebP ${s5}×${s5}`, "image/webp", async () =>
    (await blocks(s5, s5, 4)).webp({ lossless: true, effort: 0 }).toBuffer(),
  );
  const s6 = side(l.lossyAlphaWebpPixels.rgba);
  await add(`lossy RGBA WebP ${s6}×${s6}`, "image/webp", async () =>
    (await noisy(s6, s6, 4, 18)).webp({ quality: 80 }).toBuffer(),
  );
  const s2 = side(l.deepPixels.rgba);
  await add(`16-bit RGBA PNG ${s2}×${s2}`, "image/png", async () =>
    (await blocks(s2, s2, 4)).toColourspace("rgb16").png().toBuffer(),
  );
  const s3 = side(l.avifPixels.rgb);
  await add(`AVIF ${s3}×${s3}`, "image/avif", async () =>
    (await blocks(s3, s3, 3)).avif({ quality: 50, effort: 0 }).toBuffer(),
  );
  // 50 MP baseline JPEG, noisy enough to be close to the 20 MB upload limit.
  const [jw, jh] = [8160, 6120];
  expect(jw * jh).toBeLessThanOrEqual(MAX_PIXELS);
  await add(`baseline JPEG ${jw}×${jh}, grainy`, "image/jpeg", async () =>
    (await noisy(jw, jh, 3, 18)).jpeg({ quality: 80 }).toBuffer(),
  );
  // Turned upright from its EXIF orientation (a phone held sideways): libvips turns only a
  // whole image (decision 461).
  await add(`baseline JPEG ${jw}×${jh}, grainy, EXIF orientation 6`, "image/jpeg", async () =>
    (await noisy(jw, jh, 3, 18)).jpeg({ quality: 80 }).withMetadata({ orientation: 6 }).toBuffer(),
  );
  const s4 = side(Math.min(MAX_PIXELS, l.streamedPixels.rgba));
  await add(`non-interlaced 8-bit RGBA PNG ${s4}×${s4}`, "image/png", async () =>
    (await blocks(s4, s4, 4)).png().toBuffer(),
  );
  await add(
    `non-interlaced 8-bit RGBA PNG ${s4}×${s4}, EXIF orientation 6`,
    "image/png",
    async () => (await blocks(s4, s4, 4)).png().withMetadata({ orientation: 6 }).toBuffer(),
  );
  await add(`lossy WebP ${jw}×${jh}`, "image/webp", async () =>
    (await blocks(jw, jh, 3)).webp({ quality: 80 }).toBuffer(),
  );
  return images;
}

let images: TestImage[] = [];
beforeAll(async () => {
  images = await worstImages();
}, 600_000);

afterAll(() => {
  for (const img of images)
    console.log(`[media-memory] ${img.name}: ${(img.bytes.length / 1e6).toFixed(1)} MB file`);
});

describe.each(await bothDatabases())("the photo memory budget on $db", ({ db, skip }) => {
  test.skipIf(skip)(
    "the largest accepted image of each kind, one at a time and eight at once: process tree within budget",
    async () => {
      const { dataDir, databaseUrl } = await scratchStore(cleanups, "media-memory", db);
      const server = await startServer({
        port: PORTS.a,
        dataDir,
        databaseUrl,
        env: { RATE_LIMITS: "off", LOG_LEVEL: "error" },
      });
      running.push(server);
      const pid = server.child.pid!;
      const { cookie } = await signIn(server.url);
      // A running site: its pages rendered, the panel's library read.
      for (let i = 0; i < 3; i++)
        for (const p of ["/", "/en", "/rejsy-zegrze", "/rejsy-wisla-warszawa", "/api/prices"])
          await (await fetch(server.url + p)).arrayBuffer();

      const upload = async (img: TestImage, i: number) => {
        const form = new FormData();
        form.append("file", new Blob([new Uint8Array(img.bytes)], { type: img.type }), `p${i}`);
        const res = await fetch(`${server.url}/api/admin/media`, {
          method: "POST",
          headers: { Origin: server.url, Cookie: cookie },
          body: form,
        });
        const body = await res.text();
        expect(res.status, `${img.name}: ${body}`).toBe(201);
        return (JSON.parse(body) as { id: number }).id;
      };
      const processed = async (ids: number[], what: string) => {
        let failed: string[] = [];
        await waitFor(
          async () => {
            const { items } = (await (
              await fetch(`${server.url}/api/admin/media`, { headers: { Cookie: cookie } })
            ).json()) as { items: Array<{ id: number; status: string; error: string | null }> };
            const mine = items.filter((m) => ids.includes(m.id));
            failed = mine.filter((m) => m.status === "failed").map((m) => `${m.id}: ${m.error}`);
            return failed.length > 0 || mine.every((m) => m.status === "ready");
          },
          what,
          600_000,
          500,
        );
        expect(failed, what).toEqual([]);
      };

      const sampler = sampleTree(pid);
      const before = statusKb(pid, "VmRSS") / 1024;
      const peaks: string[] = [];
      let last = 0;
      for (const [i, img] of images.entries()) {
        await processed([await upload(img, i)], img.name);
        peaks.push(`${img.name} ${sampler.peakMb.toFixed(0)}`);
        last = sampler.peakMb;
      }
      // Eight at once, the kinds mixed, the costliest first.
      const eight = Array.from({ length: 8 }, (_, i) => images[i % images.length]!);
      const ids = await Promise.all(eight.map((img, i) => upload(img, 100 + i)));
      await processed(ids, "eight at once");
      sampler.stop();
      const serverHwm = statusKb(pid, "VmHWM") / 1024;
      const treePeak = Math.max(sampler.peakMb, serverHwm + sampler.childrenHwmMb());
      console.log(
        `[media-memory ${db}] before ${before.toFixed(0)} MB; running peak after each: ${peaks.join(", ")}; ` +
          `eight at once ${sampler.peakMb.toFixed(0)} (was ${last.toFixed(0)}); ` +
          `server VmHWM ${serverHwm.toFixed(0)} MB, children's ${sampler.childrenHwmMb().toFixed(0)} MB; tree peak ${treePeak.toFixed(0)} MB ` +
          `(contract ${CONTRACT_MB} MB, ceiling here ${CEILING_MB[db]} MB)`,
      );
      expect(server.child.exitCode).toBeNull();
      expect((await fetch(`${server.url}/`)).status).toBe(200);
      expect(sampler.peakMb, "process tree, sampled every 20 ms (MB)").toBeLessThanOrEqual(
        CEILING_MB[db],
      );
      expect(treePeak, "server VmHWM + children's VmHWM (MB)").toBeLessThanOrEqual(CEILING_MB[db]);
      await sleep(0);
    },
    1_800_000,
  );
});
