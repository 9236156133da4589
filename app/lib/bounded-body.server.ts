/**
 * Reads an upstream HTTP answer's body as a stream with a byte limit: past the limit the
 * request is aborted (the socket is closed, nothing more is read or buffered), so a hostile or
 * broken upstream cannot make the server hold a body of any size (issue 41, decision 330).
 */

export class BodyTooLargeError extends Error {
  constructor(public limit: number) {
    super(`answer larger than ${limit} bytes`);
    this.name = "BodyTooLargeError";
  }
}

/**
 * The body of `res` as UTF-8 text, at most `maxBytes` bytes. A declared Content-Length over the
 * limit is refused before reading; otherwise reading stops and the stream is cancelled at the
 * first chunk that crosses it, and `abort` (the request's controller, if any) is called.
 */
export async function readBodyText(
  res: Response,
  maxBytes: number,
  abort?: AbortController,
): Promise<string> {
  const stop = async () => {
    abort?.abort(new BodyTooLargeError(maxBytes));
    await res.body?.cancel().catch(() => {});
  };
  const declared = Number(res.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await stop();
    throw new BodyTooLargeError(maxBytes);
  }
  if (!res.body) return "";
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      chunks.length = 0;
      abort?.abort(new BodyTooLargeError(maxBytes));
      await reader.cancel().catch(() => {});
      throw new BodyTooLargeError(maxBytes);
    }
    chunks.push(value);
  }
  const all = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    all.set(c, at);
    at += c.byteLength;
  }
  return new TextDecoder().decode(all);
}

/** {@link readBodyText}, parsed as JSON (a SyntaxError for anything else). */
export async function readBodyJson(
  res: Response,
  maxBytes: number,
  abort?: AbortController,
): Promise<unknown> {
  return JSON.parse(await readBodyText(res, maxBytes, abort)) as unknown;
}

/** The error a {@link withDeadline} run fails with: named like the platform's own timeout. */
export class DeadlineError extends Error {
  constructor(public ms: number) {
    super(`no complete answer within ${ms} ms`);
    this.name = "TimeoutError";
  }
}

/**
 * Runs `run` (a request and the reading of its body) with a deadline that holds whatever the
 * platform does: at `ms` the run's controller is aborted (closing the socket) and the returned
 * promise rejects with a {@link DeadlineError}, even if the abort never reaches the request.
 * `AbortSignal.timeout` alone is not enough on Node 20: fetch follows a signal through weak
 * references, and after a garbage collection a timed-out request can wait for the upstream's
 * answer however late it comes (nodejs/undici#4068; a slow weather upstream answered after
 * 10 s instead of failing at 2.5 s).
 */
export async function withDeadline<T>(
  ms: number,
  run: (abort: AbortController) => Promise<T>,
): Promise<T> {
  const abort = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const err = new DeadlineError(ms);
      abort.abort(err);
      reject(err);
    }, ms);
  });
  try {
    return await Promise.race([run(abort), expired]);
  } finally {
    clearTimeout(timer);
  }
}
