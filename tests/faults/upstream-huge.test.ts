/**
 * A hostile booking provider and weather service (issue 41, finding 1; decision 330): every
 * answer is a 400 MB body, streamed lazily by the fakes. The production server (`npm start`'s
 * flags) reads each upstream body as a stream and aborts it at its byte cap, so its peak
 * memory (VmHWM) grows by at most 100 MB while the departures refresh every 5 s, and its pages
 * keep answering in under 2 s; the last good departures stay. On PGlite and on PostgreSQL.
 */
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { startFakeFareHarbor } from "../support/fake-fareharbor";
import { startFakeWeather } from "../support/fake-weather";
import { PORTS, sleep, startServer } from "./support/harness";
import { bothDatabases, faultLifecycle, scratchStore } from "./support/lifecycle";

const { running, cleanups } = faultLifecycle();

/** A process's peak resident memory so far (VmHWM), in MB. */
const vmHwmMb = (pid: number) =>
  Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))![1]) / 1024;

const PAGES = ["/rejsy-wisla-warszawa/20-min", "/rejsy-wisla-warszawa", "/", "/rejsy-zegrze"];

async function timedGet(url: string) {
  const t0 = performance.now();
  const res = await fetch(url, {
    headers: { "Accept-Language": "pl-PL,pl;q=0.9" },
    signal: AbortSignal.timeout(20_000),
  });
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - t0 };
}

describe.each(await bothDatabases())("400 MB upstream answers on $db", ({ db, skip }) => {
  test.skipIf(skip)(
    "VmHWM grows ≤ 100 MB, pages answer in ≤ 2 s, the last good departures stay",
    async () => {
      const provider = await startFakeFareHarbor(0);
      cleanups.push(() => provider.close());
      const weather = await startFakeWeather(0);
      cleanups.push(() => weather.close());
      const { dataDir, databaseUrl } = await scratchStore(cleanups, "upstream-huge", db);
      const server = await startServer({
        port: PORTS.a,
        dataDir,
        databaseUrl,
        weatherUrl: weather.primaryUrl,
        weatherFallbackUrl: weather.fallbackUrl,
        env: {
          ...provider.env,
          DEPARTURES_REFRESH_S: "5",
          HTML_CACHE_MS: "0",
          RATE_LIMITS: "off",
          LOG_LEVEL: "error",
        },
      });
      running.push(server);
      const pid = server.child.pid!;

      // Good data first: the departures from the provider, the weather; pages rendered.
      const until = Date.now() + 30_000;
      let source = "";
      while (source !== "provider" && Date.now() < until) {
        const res = await fetch(`${server.url}/api/departures/20min`);
        source = ((await res.json()) as { source?: string }).source ?? "";
        if (source !== "provider") await sleep(200);
      }
      expect(source).toBe("provider");
      await fetch(`${server.url}/api/weather/warszawa`);
      for (let i = 0; i < 3; i++) for (const p of PAGES) await timedGet(server.url + p);
      const before = vmHwmMb(pid);

      // Now every upstream answer is 400 MB. Ask for pages, departures and weather for 25 s:
      // the departures are refreshed every 5 s while they are requested.
      provider.setMode("huge");
      weather.setMode("huge");
      const slow: string[] = [];
      let pagesServed = 0;
      const stopAt = Date.now() + 25_000;
      const client = async () => {
        while (Date.now() < stopAt) {
          for (const p of PAGES) {
            const r = await timedGet(server.url + p);
            expect(r.status, p).toBe(200);
            pagesServed++;
            if (r.ms > 2000) slow.push(`${p} ${Math.round(r.ms)} ms`);
          }
          await fetch(`${server.url}/api/departures/90min`).then((r) => r.arrayBuffer());
          await fetch(`${server.url}/api/weather/zegrze`).then((r) => r.arrayBuffer());
          await sleep(100);
        }
      };
      await Promise.all([client(), client()]);
      await sleep(1000);
      const after = vmHwmMb(pid);
      const sentMb = provider.huge.bytesSent / 2 ** 20 + weather.huge.bytesSent / 2 ** 20;
      console.log(
        `[upstream-huge ${db}] VmHWM ${before.toFixed(0)} → ${after.toFixed(0)} MB (+${(after - before).toFixed(0)}); ` +
          `provider answers cut off ${provider.huge.cutOff}, weather ${weather.huge.cutOff}; ` +
          `${sentMb.toFixed(0)} MB written by the fakes; ${pagesServed} pages, ${slow.length} over 2 s`,
      );
      expect(
        provider.huge.cutOff + provider.huge.completed,
        "huge provider answers begun",
      ).toBeGreaterThanOrEqual(2);
      expect(provider.huge.completed, "a 400 MB answer read to its end").toBe(0);
      expect(weather.huge.completed).toBe(0);
      expect(after - before, "VmHWM growth (MB)").toBeLessThanOrEqual(100);
      expect(slow, "pages over 2 s").toEqual([]);

      // The last good departures are still served.
      const dep = (await (await fetch(`${server.url}/api/departures/20min`)).json()) as {
        source: string;
        departures: unknown[];
      };
      expect(dep.source).toBe("provider");
      expect(dep.departures.length).toBeGreaterThan(0);
      expect(server.child.exitCode).toBeNull();
    },
  );
});
