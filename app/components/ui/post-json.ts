/** Result of a JSON POST from a form: never throws; a network failure is status 0. */
export interface PostResult<T = Record<string, unknown>> {
  status: number;
  data: Partial<T> & { error?: string; message?: string; fieldErrors?: Record<string, string> };
}

export async function postJson<T = Record<string, unknown>>(
  url: string,
  body: unknown,
): Promise<PostResult<T>> {
  try {
    const res = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
      credentials: "same-origin",
    });
    const data = await res.json().catch(() => ({}));
    return { status: res.status, data };
  } catch {
    return { status: 0, data: {} };
  }
}
