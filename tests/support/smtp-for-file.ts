/** One SMTP sink for a whole vitest file (imported only by *.test.ts). */
import { afterAll, beforeAll } from "vitest";
import { stopOutboxWorker } from "~/lib/mail/outbox.server";
import { useTestEnv } from "./api-test-helpers";
import { startSmtpSink } from "./smtp-sink";

/**
 * Starts an SMTP sink before the file's tests and points the test environment's outbox at it
 * (`useTestEnv` with `SMTP_URL` and `extraEnv`); after them, stops the outbox worker and closes
 * the sink. The answer's `sink` is set once the sink is up.
 */
export function smtpSinkForFile(extraEnv: Record<string, string | undefined> = {}) {
  const holder = {} as { sink: Awaited<ReturnType<typeof startSmtpSink>> };
  beforeAll(async () => {
    holder.sink = await startSmtpSink(0);
    useTestEnv({ SMTP_URL: holder.sink.url, ...extraEnv });
  });
  afterAll(async () => {
    await stopOutboxWorker();
    await holder.sink?.close();
  });
  return holder;
}
