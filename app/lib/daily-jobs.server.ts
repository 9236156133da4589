import { and, eq } from "drizzle-orm";
import { getDb, schema } from "~/lib/db.server";
import { warsawDay } from "~/lib/i18n/format-time";
import { logger } from "~/lib/logger.server";

/**
 * A small daily-job runner (docs/decisions/100). A job runs at most once per calendar day
 * (Europe/Warsaw) across every process on one database: each process that finds the day's run
 * due inserts a (job, day) row into `job_runs`, and only the insert that wins the unique index
 * runs the job. A failed run records its error and is retried the next day (or after a restart
 * on the same day: a run that never finished is claimed again after STALE_MS).
 */
export interface DailyJob {
  /** Stable name, the key of its job_runs rows. */
  name: string;
  /** The work; its return value is stored as the run's result. */
  run: () => Promise<unknown>;
}

const jobs = new Map<string, DailyJob>();
/** A claimed run that has not finished after this long is presumed dead (its process was killed). */
const STALE_MS = 60 * 60_000;

/** Registers a job (idempotent by name). Other features register theirs from server/startup.ts. */
export function registerDailyJob(job: DailyJob) {
  jobs.set(job.name, job);
}

export function registeredDailyJobs(): string[] {
  return [...jobs.keys()];
}

/** Claims today's run of `name` for this process; false when another process (or an earlier round) has it. */
async function claim(name: string, day: string, now: Date): Promise<boolean> {
  const db = getDb();
  const inserted = await db
    .insert(schema.jobRuns)
    .values({ job: name, day, startedAt: now })
    .onConflictDoNothing({ target: [schema.jobRuns.job, schema.jobRuns.day] })
    .returning({ id: schema.jobRuns.id });
  if (inserted.length) return true;
  // A run that started long ago and never finished (a killed process) may be taken over, once.
  const [row] = await db
    .select()
    .from(schema.jobRuns)
    .where(and(eq(schema.jobRuns.job, name), eq(schema.jobRuns.day, day)));
  if (!row || row.finishedAt || now.getTime() - row.startedAt.getTime() < STALE_MS) return false;
  const taken = await db
    .update(schema.jobRuns)
    .set({ startedAt: now })
    .where(and(eq(schema.jobRuns.id, row.id), eq(schema.jobRuns.startedAt, row.startedAt)))
    .returning({ id: schema.jobRuns.id });
  return taken.length === 1;
}

/**
 * One round: every registered job whose run for today is not claimed yet runs now, in this
 * process. Returns the names of the jobs this process ran. Safe to call from many processes at once.
 */
export async function runDueDailyJobs(now = new Date()): Promise<string[]> {
  const day = warsawDay(now);
  const ran: string[] = [];
  for (const job of jobs.values()) {
    let claimed: boolean;
    try {
      claimed = await claim(job.name, day, now);
    } catch (err) {
      logger.warn({ err, job: job.name }, "Daily job could not be claimed");
      continue;
    }
    if (!claimed) continue;
    ran.push(job.name);
    const where = and(eq(schema.jobRuns.job, job.name), eq(schema.jobRuns.day, day));
    try {
      const result = await job.run();
      await getDb()
        .update(schema.jobRuns)
        .set({ finishedAt: new Date(), result: result ?? null, error: null })
        .where(where);
      logger.info({ job: job.name, day, result }, "Daily job done");
    } catch (err) {
      logger.error({ err, job: job.name, day }, "Daily job failed");
      await getDb()
        .update(schema.jobRuns)
        .set({
          finishedAt: new Date(),
          error: (err instanceof Error ? err.message : String(err)).slice(0, 1000),
        })
        .where(where)
        .catch(() => {});
    }
  }
  return ran;
}

let timer: NodeJS.Timeout | undefined;
let round: Promise<unknown> = Promise.resolve();

/**
 * Checks for due jobs shortly after start and then every `intervalMs` (an hour by default): the
 * first check after midnight in Warsaw runs the day's jobs. Returns a stopper for shutdown.
 */
export function startDailyJobs(
  opts: { intervalMs?: number; firstDelayMs?: number } = {},
): () => Promise<void> {
  const intervalMs = opts.intervalMs ?? 60 * 60_000;
  const tick = () => {
    round = runDueDailyJobs().catch((err: unknown) =>
      logger.error({ err }, "Daily jobs round failed"),
    );
  };
  const first = setTimeout(tick, opts.firstDelayMs ?? 30_000);
  first.unref?.();
  timer = setInterval(tick, intervalMs);
  timer.unref?.();
  return async () => {
    clearTimeout(first);
    if (timer) clearInterval(timer);
    timer = undefined;
    await round;
  };
}
