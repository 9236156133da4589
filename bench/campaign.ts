/**
 * Campaign send: 10,000 active subscribers (half Polish, half English) inserted straight into a
 * fresh PostgreSQL database, then the administrator creates a campaign in both languages and
 * sends it through the API; the campaign is polled until sent and the counting SMTP sink must
 * have received one message per subscriber (docs/decisions/170).
 */
import { record, skip, SITE_URL } from "./lib";
import { recordDelivery, startSend, withMailingSite } from "./mail-send";

const SECTION = "Campaign send";

export async function campaignBench(subscribers = 10_000) {
  await withMailingSite(
    SECTION,
    subscribers,
    `insert into newsletter_subscribers (name, email, region, language, is_active, consent_at, consent_version)
       select 'Subskrybent ' || i, 'campaign-' || i || '@example.com', (array['warsaw','zegrze','gdansk','all'])[1 + i % 4],
              case when i % 2 = 0 then 'pl' else 'en' end, true, now(), 'bench'
       from generate_series(1, $1) as i`,
    async (site, headers) => {
      const created = await fetch(`${SITE_URL}/api/admin/campaigns`, {
        method: "POST",
        headers,
        body: JSON.stringify({
          subject_pl: "Rejs mikołajkowy 6 grudnia",
          body_pl:
            "Cześć!\n\n**Zapraszamy** na [rejs mikołajkowy](https://ribwarsaw.pl/rejsy-promocyjne).\n\n- gorąca herbata\n- koce",
          subject_en: "Santa Claus cruise on 6 December",
          body_en:
            "Hi!\n\n**Join us** for the [Santa Claus cruise](https://ribwarsaw.pl/rejsy-promocyjne).\n\n- hot tea\n- blankets",
          region: null,
        }),
      });
      if (created.status === 404 || created.status === 405)
        return skip(SECTION, "campaign send", `endpoint answered ${created.status}`);
      const campaign = (await created.json()) as { id?: number };
      if (!created.ok || !campaign.id)
        throw new Error(
          `POST /api/admin/campaigns answered ${created.status} ${JSON.stringify(campaign)}`,
        );

      const send = startSend(site);
      const res = await fetch(`${SITE_URL}/api/admin/campaigns/${campaign.id}/send`, {
        method: "POST",
        headers,
        body: "{}",
      });
      if (res.status !== 202) throw new Error(`send answered ${res.status} ${await res.text()}`);
      const queuedAfter = (Date.now() - send.started) / 1000;
      const sent = await send.settle(
        `${SITE_URL}/api/admin/campaigns/${campaign.id}`,
        headers,
        (state) => state.status !== "sending",
      );
      const { state, seconds } = sent;
      record(
        SECTION,
        `${subscribers} campaign e-mails, send to campaign sent`,
        `${seconds.toFixed(1)} s (${(subscribers / seconds).toFixed(0)}/s; queued in ${queuedAfter.toFixed(1)} s; ${state?.status}: sent ${state?.sent}, failed ${state?.failed} of ${state?.total})`,
        "≤ 60 s",
        seconds <= 60 && state?.status === "sent",
      );
      recordDelivery(SECTION, subscribers, sent, {
        messages: "campaign messages at the SMTP sink",
        rss: "peak server RSS during the campaign",
      });
    },
  );
}
