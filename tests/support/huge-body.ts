import type { ServerResponse } from "node:http";

/** Bytes a fake upstream has written of its huge answers (all of them, since the last reset). */
export interface HugeBodyCounter {
  bytesSent: number;
  /** Answers whose client hung up before the end. */
  cutOff: number;
  /** Answers written to the end. */
  completed: number;
}

export const newHugeBodyCounter = (): HugeBodyCounter => ({
  bytesSent: 0,
  cutOff: 0,
  completed: 0,
});

const CHUNK = 64 * 1024;

/**
 * Answers 200 with a JSON body of `total` bytes (400 MB by default) made lazily, chunk by chunk
 * as the client reads (backpressure), without a Content-Length (chunked), so the fake never
 * holds more than one 64 KB chunk and the client cannot refuse it by its header. The body
 * opens as valid JSON (`prefix`) and never closes: a reader that keeps it whole parses nothing.
 */
export function streamHugeBody(
  res: ServerResponse,
  counter: HugeBodyCounter,
  prefix: string,
  total = 400 * 1024 * 1024,
) {
  res.writeHead(200, { "Content-Type": "application/json" });
  const filler = Buffer.alloc(CHUNK, 0x20); // spaces: JSON whitespace
  let sent = 0;
  let finished = false;
  res.on("close", () => {
    if (!finished) counter.cutOff++;
  });
  const head = Buffer.from(prefix);
  res.write(head);
  sent += head.length;
  counter.bytesSent += head.length;
  const pump = () => {
    while (!res.destroyed && sent < total) {
      const n = Math.min(CHUNK, total - sent);
      sent += n;
      counter.bytesSent += n;
      if (!res.write(n === CHUNK ? filler : filler.subarray(0, n))) {
        res.once("drain", pump);
        return;
      }
    }
    if (!res.destroyed) {
      finished = true;
      counter.completed++;
      res.end();
    }
  };
  pump();
}
