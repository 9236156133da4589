/**
 * The wind warning composed from two features (docs/architecture.md §8: a route module composes):
 * the weather service's hourly gusts and the departures of each location's cruises, against the
 * location's limit. The panel reads it; a timer in every process e-mails the operator once per
 * location and day (the outbox's dedupe key makes that hold across processes).
 */
import { emailCopy } from "~/content/emails.server";
import { departuresService } from "~/features/departures/departures.server";
import { warsawDay } from "~/features/departures/warsaw-time";
import { windWarnings, type WindWarning } from "~/features/departures/wind";
import { windMail } from "~/features/departures/wind-text";
import { listLocations } from "~/features/cruises/catalogue.server";
import { weatherService } from "~/features/weather/weather.server";
import { getDb } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { enqueueEmail } from "~/lib/mail/outbox.server";
import { operatorEmail } from "~/lib/mail/transport.server";
import { departureCruisesAt, windLimitKmh } from "../../departure-cruises.server";

/** Days ahead the warning looks at: today and the next two (the gust forecast's reach). */
const WIND_DAYS = 3;

export async function currentWindWarnings(): Promise<WindWarning[]> {
  const out: WindWarning[] = [];
  // Every location with coordinates, an added one included (decision 400).
  for (const at of await listLocations()) {
    if (at.lat === null || at.lng === null) continue;
    const location = at.id;
    const cruises = await departureCruisesAt(location);
    if (cruises.length === 0) continue;
    const gusts = await weatherService().getGusts({ id: location, lat: at.lat, lng: at.lng });
    if (!gusts?.length) continue;
    const answers = await Promise.all(
      cruises.map((c) => departuresService().departures(c, { days: WIND_DAYS })),
    );
    const name = { pl: at.name_pl, en: at.name_en };
    out.push(
      ...windWarnings(
        location,
        await windLimitKmh(location),
        gusts,
        answers.flatMap((a) => a.departures),
      ).map((w) => ({ ...w, name })),
    );
  }
  return out;
}

/** One e-mail to the operator per location and day with a warning; returns how many were new. */
export async function mailWindWarnings(warnings: WindWarning[], now = new Date()): Promise<number> {
  const today = warsawDay(now);
  let sent = 0;
  // The operator's e-mail is in Polish, in the owner's words (decision 435).
  const texts = (await emailCopy("pl")).wind;
  for (const w of warnings) {
    const mail = windMail(w, today, `${getEnv().PUBLIC_SITE_URL}/admin`, texts);
    const queued = await enqueueEmail(getDb(), {
      dedupeKey: `wind-warning:${w.location}:${w.day}`,
      kind: "wind-warning",
      to: operatorEmail(),
      subject: mail.subject,
      text: mail.text,
      html: `<p>${mail.text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/\n/g, "<br>")}</p>`,
    });
    if (queued) sent++;
  }
  return sent;
}

/** Every `intervalMs`, looks for warnings and e-mails new ones; returns the stop function. */
export function startWindWatch(intervalMs = 30 * 60_000): () => Promise<void> {
  const run = () =>
    void currentWindWarnings()
      .then((w) => mailWindWarnings(w))
      .catch((err: unknown) =>
        logger.warn(
          { reason: err instanceof Error ? err.message : String(err) },
          "Wind warning: check failed",
        ),
      );
  const first = setTimeout(run, 20_000);
  const timer = setInterval(run, intervalMs);
  first.unref();
  timer.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
