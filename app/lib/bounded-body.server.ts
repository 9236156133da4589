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
