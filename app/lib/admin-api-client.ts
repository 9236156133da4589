/** Browser-side calls to /api/admin and /api/auth (same origin, session cookie). */

export class AdminApiError extends Error {
  constructor(
    public status: number,
    message: string,
    public code?: string,
    public fieldErrors?: Record<string, string>,
  ) {
    super(message);
  }
}

export async function adminFetch<T>(
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
  // Our API answers {error, message}; better-auth's own endpoints (the sign-in's second step) answer {code, message}.
  const data = (await res.json().catch(() => ({}))) as {
    message?: string;
    error?: string;
    code?: string;
    fieldErrors?: Record<string, string>;
  };
  if (!res.ok)
    throw new AdminApiError(
      res.status,
      data.message ?? `HTTP ${res.status}`,
      data.error ?? data.code,
      data.fieldErrors,
    );
  return data as T;
}

/** Sends the visitor to the login page when the session is gone (401) or lacks the role (403). */
export function redirectIfUnauthorised(err: unknown): boolean {
  if (err instanceof AdminApiError && (err.status === 401 || err.status === 403)) {
    const origin = window.location.pathname + window.location.search;
    window.location.replace(`/admin/login?redirectTo=${encodeURIComponent(origin)}`);
    return true;
  }
  return false;
}
