/**
 * What the bulk-send and campaign benchmarks share: a fresh PostgreSQL database seeded with
 * subscribers, the site sending through the counting SMTP sink, the administrator's headers;
 * then polling the send until it settles and recording what the sink received.
 */
import { pgQuery } from "../tests/support/postgres";
import { createPgDatabase, pgAvailable } from "./server";
import {
  adminCookie,
  PORTS,
  record,
  removeDir,
  sampleRss,
  sinkCount,
  skip,
  sleep,
  SITE_URL,
  startHelper,
  startSite,
  type SiteServer,
} from "./lib";

/** The JSON headers of the signed-in benchmark administrator. */
export type AdminHeaders = Record<string, string>;

/** A send's progress as the API answers it (a bulk job, a campaign). */
export interface SendState {
  status: string;
  sent: number;
  failed: number;
  total: number;
  pending: number;
}

/**
 * The section `section`: runs `send` against a site on a fresh database that `seedSql` filled
 * ($1: how many subscribers), with an empty sink; skipped when PostgreSQL is not reachable.
 */
export async function withMailingSite(
  section: string,
  subscribers: number,
  seedSql: string,
  send: (site: SiteServer, headers: AdminHeaders) => Promise<void>,
) {
  console.log(`\n== ${section}: ${subscribers} subscribers through a local SMTP sink ==`);
  if (!(await pgAvailable()))
    return skip(section, section.toLowerCase(), "PostgreSQL not reachable");
  const sink = await startHelper("sink-process.ts", [
    String(PORTS.smtp),
    String(PORTS.sinkControl),
  ]);
  const pgdb = await createPgDatabase();
  let site: SiteServer | undefined;
  try {
    site = await startSite({
      DATABASE_URL: pgdb.url,
      SMTP_URL: `smtp://127.0.0.1:${PORTS.smtp}`,
      RATE_LIMITS: "off",
    });
    await pgQuery(pgdb.url, seedSql, [subscribers]);
    await sinkCount(true);

    const cookie = await adminCookie();
    await send(site, {
      "Content-Type": "application/json",
      Origin: SITE_URL,
      Cookie: cookie,
    });
  } finally {
    await site?.stop();
    if (site) removeDir(site.dataDir);
    await pgdb.drop();
    await sink.stop();
  }
}

/**
 * A send being measured from now on: the site's RSS is sampled, and `settle` polls `url` every
 * 250 ms until `settled` says so (or five minutes have passed); then, half a second later for
 * the last messages, it gives what the sink received and the site's peak RSS.
 */
export function startSend(site: SiteServer) {
  const send = {
    rss: sampleRss(site.pid),
    started: Date.now(),
    settle: (url: string, headers: AdminHeaders, settled: (state: SendState) => boolean) =>
      settle(send, url, headers, settled),
  };
  return send;
}

async function settle(
  send: { rss: ReturnType<typeof sampleRss>; started: number },
  url: string,
  headers: AdminHeaders,
  settled: (state: SendState) => boolean,
) {
  let state: SendState | undefined;
  const deadline = send.started + 5 * 60_000;
  for (;;) {
    const r = await fetch(url, { headers });
    state = (await r.json()) as SendState | undefined;
    if (state && settled(state)) break;
    if (Date.now() > deadline) break;
    await sleep(250);
  }
  const seconds = (Date.now() - send.started) / 1000;
  await sleep(500);
  const received = await sinkCount();
  const peak = send.rss.stop();
  return { state, seconds, received, peak };
}

/** Records that the sink got one message per subscriber, each its own, and the peak RSS. */
export function recordDelivery(
  section: string,
  subscribers: number,
  sent: Awaited<ReturnType<typeof settle>>,
  names: { messages: string; rss: string },
) {
  const { received, peak } = sent;
  record(
    section,
    names.messages,
    `${received.messages} messages, ${received.uniqueRecipients} distinct recipients`,
    `= ${subscribers}`,
    received.messages === subscribers && received.uniqueRecipients === subscribers,
  );
  record(
    section,
    names.rss,
    `${(peak / 1024 / 1024).toFixed(0)} MB`,
    "≤ 250 MB",
    peak <= 250 * 1024 * 1024,
  );
}
