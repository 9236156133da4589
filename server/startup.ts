import { ensureAdministrator } from "~/features/admin-auth/admin-account.server";
import { startOutboxWorker, stopOutboxWorker } from "~/lib/mail/outbox.server";
import { getEnv } from "~/lib/env.server";

/**
 * Work that runs beside the HTTP server: the first administrator, and (added by the
 * features that need them) background workers such as the e-mail outbox.
 */
const stoppers: Array<() => Promise<void>> = [];

export async function startBackgroundWork() {
  const env = getEnv();
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    await ensureAdministrator(env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
  }
  // E-mail outbox: stopped (after its current round) before the database closes.
  startOutboxWorker();
  onStop(stopOutboxWorker);
}

export async function stopBackgroundWork() {
  for (const stop of stoppers.splice(0)) await stop();
}

export function onStop(stop: () => Promise<void>) {
  stoppers.push(stop);
}
