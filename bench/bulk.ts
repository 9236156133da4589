/**
 * Bulk send: 10,000 active subscribers inserted straight into a fresh PostgreSQL database,
 * then the administrator starts the bulk welcome send through the API and the job is polled
 * until done; the counting SMTP sink must have received one message per subscriber.
 */
import pg from "pg";
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

const SECTION = "Bulk send";

export async function bulkBench(subscribers = 10_000) {
  console.log(
    `\n== Bulk send: ${subscribers} subscribers through a local SMTP sink ==`,
  );
  if (!(await pgAvailable()))
    return skip(SECTION, "bulk send", "PostgreSQL not reachable");
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
    const c = new pg.Client({ connectionString: pgdb.url });
    await c.connect();
    await c.query(
      `insert into newsletter_subscribers (name, email, region, is_active, consent_at, consent_version)
       select 'Subskrybent ' || i, 'bulk-' || i || '@example.com', (array['warsaw','zegrze','gdansk'])[1 + i % 3], true, now(), 'bench'
       from generate_series(1, $1) as i`,
      [subscribers],
    );
    await c.end();
    await sinkCount(true);

    const cookie = await adminCookie();
    const headers = {
      "Content-Type": "application/json",
      Origin: SITE_URL,
      Cookie: cookie,
    };
    const rss = sampleRss(site.pid);
    const started = Date.now();
    const res = await fetch(`${SITE_URL}/api/admin/newsletter/bulk-welcome`, {
      method: "POST",
      headers,
      body: JSON.stringify({ region: null }),
    });
    if (res.status === 404 || res.status === 405) {
      rss.stop();
      return skip(SECTION, "bulk send", `endpoint answered ${res.status}`);
    }
    const startBody = (await res.json()) as { jobId?: number; total?: number };
    if (!res.ok || !startBody.jobId)
      throw new Error(
        `bulk-welcome answered ${res.status} ${JSON.stringify(startBody)}`,
      );
    let job:
      | {
          status: string;
          sent: number;
          failed: number;
          total: number;
          pending: number;
        }
      | undefined;
    const deadline = started + 5 * 60_000;
    for (;;) {
      const r = await fetch(
        `${SITE_URL}/api/admin/newsletter/bulk-welcome/${startBody.jobId}`,
        { headers },
      );
      job = (await r.json()) as typeof job;
      if (job && job.status !== "running" && job.status !== "queued") break;
      if (Date.now() > deadline) break;
      await sleep(250);
    }
    const seconds = (Date.now() - started) / 1000;
    await sleep(500);
    const received = await sinkCount();
    const peak = rss.stop();
    record(
      SECTION,
      `${subscribers} welcome e-mails, start to job done`,
      `${seconds.toFixed(1)} s (${(subscribers / seconds).toFixed(0)}/s; job ${job?.status}: sent ${job?.sent}, failed ${job?.failed} of ${job?.total})`,
      "≤ 60 s",
      seconds <= 60 && job?.status === "done",
    );
    record(
      SECTION,
      "messages at the SMTP sink",
      `${received.messages} messages, ${received.uniqueRecipients} distinct recipients`,
      `= ${subscribers}`,
      received.messages === subscribers &&
        received.uniqueRecipients === subscribers,
    );
    record(
      SECTION,
      "peak server RSS during the send",
      `${(peak / 1024 / 1024).toFixed(0)} MB`,
      "≤ 250 MB",
      peak <= 250 * 1024 * 1024,
    );
  } finally {
    await site?.stop();
    if (site) removeDir(site.dataDir);
    await pgdb.drop();
    await sink.stop();
  }
}
