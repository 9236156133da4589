/**
 * The newsletter tab's calls (decision 391): the subscriber statistics and the bulk welcome
 * send, with the hooks the tab uses (the statistics on mount, a send followed to its end, a
 * running send picked up after a reload). Components call these, never the API client.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { useLoaded } from "~/components/ui/use-loaded";
import { adminFetch, redirectIfUnauthorised } from "~/lib/admin-api-client";
import type { BulkJobStatus, NewsletterStats } from "~/lib/api-shapes";

const WELCOME = "/api/admin/newsletter/bulk-welcome";
const POLL_MS = 700;

export const newsletterApi = {
  stats: () => adminFetch<NewsletterStats>("/api/admin/newsletter/stats"),
  /** The send still running, if any (another administrator's, or before a reload). */
  runningWelcome: () => adminFetch<{ job: BulkJobStatus | null }>(WELCOME).then((r) => r.job),
  startWelcome: (region: string | null, onlyNew: boolean) =>
    adminFetch<BulkJobStatus>(WELCOME, { method: "POST", body: { region, onlyNew } }),
  welcomeStatus: (jobId: number) => adminFetch<BulkJobStatus>(`${WELCOME}/${jobId}`),
};

/** The active subscribers per region, loaded on mount; `onFailed` shows a failed load. */
export function useNewsletterStats(onFailed?: () => void) {
  return useLoaded(newsletterApi.stats, redirectIfUnauthorised, onFailed);
}

/**
 * A bulk welcome send: `start` begins one (or joins the one already running), then the job is
 * polled until it ends, when `onEnd` is called with its last status. A send already running when
 * the tab opens is followed too. A transient failure while polling keeps following the persisted
 * job; a lost session goes to the login page.
 */
export function useBulkWelcome(onEnd: (job: BulkJobStatus) => void) {
  const [job, setJob] = useState<BulkJobStatus | null>(null);
  const [sending, setSending] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The poll stops with the tab.
  useEffect(() => () => clearTimeout(timer.current), []);

  const follow = useCallback(
    (jobId: number) => {
      const poll = async () => {
        try {
          const status = await newsletterApi.welcomeStatus(jobId);
          setJob(status);
          if (status.status === "done" || status.status === "failed") {
            setSending(false);
            onEnd(status);
            return;
          }
          timer.current = setTimeout(poll, POLL_MS);
        } catch (err) {
          if (redirectIfUnauthorised(err)) return;
          timer.current = setTimeout(poll, POLL_MS * 3);
        }
      };
      void poll();
    },
    [onEnd],
  );

  useEffect(() => {
    newsletterApi
      .runningWelcome()
      .then((running) => {
        if (!running) return;
        setJob(running);
        setSending(true);
        follow(running.jobId);
      })
      .catch(() => {});
  }, [follow]);

  /** Starts a send; answers its first status, or throws the API's error (sending is off again). */
  const start = useCallback(
    async (region: string | null, onlyNew: boolean) => {
      setSending(true);
      setJob(null);
      try {
        const status = await newsletterApi.startWelcome(region, onlyNew);
        setJob(status);
        follow(status.jobId);
        return status;
      } catch (err) {
        setSending(false);
        throw err;
      }
    },
    [follow],
  );

  return { job, sending, start };
}
