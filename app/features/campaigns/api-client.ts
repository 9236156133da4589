/** Browser-side calls to /api/admin/campaigns (same origin, session cookie). */
export class CampaignApiError extends Error {
  constructor(
    public status: number,
    message: string,
    public fieldErrors?: Record<string, string>,
  ) {
    super(message);
  }
}

export async function campaignFetch<T>(
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<T> {
  const res = await fetch(path, {
    method: init.method ?? "GET",
    credentials: "same-origin",
    headers:
      init.body !== undefined
        ? { "Content-Type": "application/json", Accept: "application/json" }
        : { Accept: "application/json" },
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
  });
  const data = (await res.json().catch(() => ({}))) as {
    message?: string;
    fieldErrors?: Record<string, string>;
  };
  if (!res.ok)
    throw new CampaignApiError(res.status, data.message ?? `HTTP ${res.status}`, data.fieldErrors);
  return data as T;
}

/** The session is gone (401) or lacks the role (403): to the login page, back here afterwards. */
export function leaveIfUnauthorised(err: unknown): boolean {
  if (err instanceof CampaignApiError && (err.status === 401 || err.status === 403)) {
    const origin = window.location.pathname + window.location.search;
    window.location.replace(`/admin/login?redirectTo=${encodeURIComponent(origin)}`);
    return true;
  }
  return false;
}
