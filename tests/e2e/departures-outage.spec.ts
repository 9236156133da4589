import { E2E } from "./env";
import { expect, test, uniqueIp } from "./fixtures";

/**
 * The booking provider down, slow, refusing the keys or sending nonsense (the stack's fake
 * FareHarbor, refreshed every 5 s): every page answers 200, as fast as before, with the last good
 * departures and their stamp. Stateful: the fake's mode is global.
 */
test.describe.configure({ mode: "serial" });

const PAGES = [
  "/rejsy-wisla-warszawa/20-min",
  "/warsaw-river-cruise/20-min",
  "/rejsy-wisla-warszawa/90-min",
  "/rejsy-wisla-warszawa",
  "/warsaw-river-cruise",
];

async function setMode(mode: string) {
  expect((await fetch(`${E2E.controlURL}/fareharbor/mode?set=${mode}`)).ok).toBe(true);
}

async function hits(): Promise<number> {
  return ((await (await fetch(`${E2E.controlURL}/fareharbor/hits`)).json()) as { total: number })
    .total;
}

/** Every page, a few times: statuses, the slowest answer, and whether the departures are there. */
async function sweep() {
  const statuses: number[] = [];
  let slowest = 0;
  let withDepartures = 0;
  for (let round = 0; round < 3; round++)
    for (const path of PAGES) {
      const t0 = performance.now();
      const res = await fetch(`${E2E.baseURL}${path}`, {
        headers: { "X-Forwarded-For": uniqueIp() },
      });
      const html = await res.text();
      slowest = Math.max(slowest, performance.now() - t0);
      statuses.push(res.status);
      if (html.includes('data-departures="provider"')) withDepartures++;
    }
  return { statuses, slowest, withDepartures };
}

test.afterAll(async () => {
  await setMode("normal");
});

test("pages stay 200 and fast with the last good departures whatever the provider does", async () => {
  test.setTimeout(120_000);
  await setMode("normal");
  // Warm: the provider's departures are on the pages.
  await expect.poll(async () => (await sweep()).withDepartures, { timeout: 20_000 }).toBe(15);
  for (const mode of ["down", "slow", "unauthorised", "malformed"]) {
    await setMode(mode);
    const before = await hits();
    // Past the 5 s refresh interval, so a refresh meets the failing provider.
    await new Promise((r) => setTimeout(r, 6000));
    const first = await sweep();
    await new Promise((r) => setTimeout(r, 5000));
    const second = await sweep();
    for (const s of [first, second]) {
      expect(
        s.statuses.filter((x) => x !== 200),
        mode,
      ).toEqual([]);
      expect(s.slowest, mode).toBeLessThan(1500);
      expect(s.withDepartures, mode).toBe(15);
    }
    // The failing provider was asked again, about once per item per interval.
    const asked = (await hits()) - before;
    expect(asked, mode).toBeGreaterThan(0);
    expect(asked, mode).toBeLessThanOrEqual(8);
  }
});
