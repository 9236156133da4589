/**
 * Bulk send: 10,000 active subscribers inserted straight into a fresh PostgreSQL database,
 * then the administrator starts the bulk welcome send through the API and the job is polled
 * until done; the counting SMTP sink must have received one message per subscriber.
 */
import { record, skip, SITE_URL } from "./lib";
import { recordDelivery, startSend, withMailingSite } from "./mail-send";

const SECTION = "Bulk send";

export async function bulkBench(subscribers = 10_000) {
  await withMailingSite(
    SECTION,
    subscribers,
    `insert into newsletter_subscribers (name, email, region, is_active, consent_at, consent_version)
       select 'Subskrybent ' || i, 'bulk-' || i || '@example.com', (array['warsaw','zegrze','gdansk'])[1 + i % 3], true, now(), 'bench'
       from generate_series(1, $1) as i`,
    async (site, headers) => {
      const send = startSend(site);
      const res = await fetch(`${SITE_URL}/api/admin/newsletter/bulk-welcome`, {
        method: "POST",
        headers,
        body: JSON.stringify({ region: null }),
      });
      if (res.status === 404 || res.status === 405) {
        send.rss.stop();
        return skip(SECTION, "bulk send", `endpoint answered ${res.status}`);
      }
      const startBody = (await res.json()) as {
        jobId?: number;
        total?: number;
      };
      if (!res.ok || !startBody.jobId)
        throw new Error(`bulk-welcome answered ${res.status} ${JSON.stringify(startBody)}`);
      const sent = await send.settle(
        `${SITE_URL}/api/admin/newsletter/bulk-welcome/${startBody.jobId}`,
        headers,
        (job) => job.status !== "running" && job.status !== "queued",
      );
      const { state: job, seconds } = sent;
      record(
        SECTION,
        `${subscribers} welcome e-mails, start to job done`,
        `${seconds.toFixed(1)} s (${(subscribers / seconds).toFixed(0)}/s; job ${job?.status}: sent ${job?.sent}, failed ${job?.failed} of ${job?.total})`,
        "≤ 60 s",
        seconds <= 60 && job?.status === "done",
      );
      recordDelivery(SECTION, subscribers, sent, {
        messages: "messages at the SMTP sink",
        rss: "peak server RSS during the send",
      });
    },
  );
}
