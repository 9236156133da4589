/**
 * Campaign send: 10,000 active subscribers (half Polish, half English) inserted straight into a
 * fresh PostgreSQL database, then the administrator creates a campaign in both languages and
 * sends it through the API; the campaign is polled until sent and the counting SMTP sink must
 * have received one message per subscriber (docs/decisions/170).
 */
import pg from "pg";
import { createPgDatabase, pgAvailable } from "./server";
import { adminCookie, PORTS, record, removeDir, sampleRss, sinkCount, skip, sleep, SITE_URL, startHelper, startSite, type SiteServer } from "./lib";

const SECTION = "Campaign send";

export async function campaignBench(subscribers = 10_000) {
  console.log(`\n== Campaign send: ${subscribers} subscribers through a local SMTP sink ==`);
  if (!(await pgAvailable())) return skip(SECTION, "campaign send", "PostgreSQL not reachable");
  const sink = await startHelper("sink-process.ts", [String(PORTS.smtp), String(PORTS.sinkControl)]);
  const pgdb = await createPgDatabase();
  let site: SiteServer | undefined;
  try {
    site = await startSite({ DATABASE_URL: pgdb.url, SMTP_URL: `smtp://127.0.0.1:${PORTS.smtp}`, RATE_LIMITS: "off" });
    const c = new pg.Client({ connectionString: pgdb.url });
    await c.connect();
    await c.query(
      `insert into newsletter_subscribers (name, email, region, language, is_active, consent_at, consent_version)
       select 'Subskrybent ' || i, 'campaign-' || i || '@example.com', (array['warsaw','zegrze','gdansk','all'])[1 + i % 4],
              case when i % 2 = 0 then 'pl' else 'en' end, true, now(), 'bench'
       from generate_series(1, $1) as i`,
      [subscribers],
    );
    await c.end();
    await sinkCount(true);

    const cookie = await adminCookie();
    const headers = { "Content-Type": "application/json", Origin: SITE_URL, Cookie: cookie };
    const created = await fetch(`${SITE_URL}/api/admin/campaigns`, {
      method: "POST",
      headers,
      body: JSON.stringify({
        subject_pl: "Rejs mikołajkowy 6 grudnia",
        body_pl: "Cześć!\n\n**Zapraszamy** na [rejs mikołajkowy](https://ribwarsaw.pl/rejsy-promocyjne).\n\n- gorąca herbata\n- koce",
        subject_en: "Santa Claus cruise on 6 December",
        body_en: "Hi!\n\n**Join us** for the [Santa Claus cruise](https://ribwarsaw.pl/rejsy-promocyjne).\n\n- hot tea\n- blankets",
        region: null,
      }),
    });
    if (created.status === 404 || created.status === 405) return skip(SECTION, "campaign send", `endpoint answered ${created.status}`);
    const campaign = (await created.json()) as { id?: number };
    if (!created.ok || !campaign.id) throw new Error(`POST /api/admin/campaigns answered ${created.status} ${JSON.stringify(campaign)}`);

    const rss = sampleRss(site.pid);
    const started = Date.now();
    const res = await fetch(`${SITE_URL}/api/admin/campaigns/${campaign.id}/send`, { method: "POST", headers, body: "{}" });
    if (res.status !== 202) throw new Error(`send answered ${res.status} ${await res.text()}`);
    const queuedAfter = (Date.now() - started) / 1000;
    let state: { status: string; sent: number; failed: number; total: number; pending: number } | undefined;
    const deadline = started + 5 * 60_000;
    for (;;) {
      const r = await fetch(`${SITE_URL}/api/admin/campaigns/${campaign.id}`, { headers });
      state = (await r.json()) as typeof state;
      if (state && state.status !== "sending") break;
      if (Date.now() > deadline) break;
      await sleep(250);
    }
    const seconds = (Date.now() - started) / 1000;
    await sleep(500);
    const received = await sinkCount();
    const peak = rss.stop();
    record(
      SECTION,
      `${subscribers} campaign e-mails, send to campaign sent`,
      `${seconds.toFixed(1)} s (${(subscribers / seconds).toFixed(0)}/s; queued in ${queuedAfter.toFixed(1)} s; ${state?.status}: sent ${state?.sent}, failed ${state?.failed} of ${state?.total})`,
      "≤ 60 s",
      seconds <= 60 && state?.status === "sent",
    );
    record(
      SECTION,
      "campaign messages at the SMTP sink",
      `${received.messages} messages, ${received.uniqueRecipients} distinct recipients`,
      `= ${subscribers}`,
      received.messages === subscribers && received.uniqueRecipients === subscribers,
    );
    record(SECTION, "peak server RSS during the campaign", `${(peak / 1024 / 1024).toFixed(0)} MB`, "≤ 250 MB", peak <= 250 * 1024 * 1024);
  } finally {
    await site?.stop();
    if (site) removeDir(site.dataDir);
    await pgdb.drop();
    await sink.stop();
  }
}
