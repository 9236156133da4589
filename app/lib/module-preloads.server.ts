import { Transform, type TransformCallback } from "node:stream";

const NEEDLE = Buffer.from('<link rel="modulepreload"');
const TAG_END = ">".charCodeAt(0);

/**
 * Drops React Router's `<link rel="modulepreload">` tags from the server-rendered page
 * (docs/decisions/070).
 *
 * The page is complete and readable before any script runs; the scripts only hydrate it.
 * Preloaded, about 120 KB of them compete from the first moment with the stylesheet, the
 * fonts and the hero image on a phone's connection, and their evaluation delays the first
 * paint. Without the preloads the browser fetches them when the parser reaches the module
 * script at the end of the body, that is, once the content is there. `<Scripts />` takes no
 * option for this, so the HTML is rewritten on its way out. React writes in chunks of a few
 * KB, so a tag split across chunks is held back until it is complete.
 */
export function withoutModulePreloads(): Transform {
  let carry = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback: TransformCallback) {
      const data = carry.length ? Buffer.concat([carry, Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk)]) : Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
      const out: Buffer[] = [];
      let from = 0;
      let held = data.length;
      for (let at = data.indexOf(NEEDLE); at !== -1; at = data.indexOf(NEEDLE, from)) {
        const end = data.indexOf(TAG_END, at + NEEDLE.length);
        if (end === -1) {
          held = at; // the rest of this tag comes with the next chunk
          break;
        }
        out.push(data.subarray(from, at));
        from = end + 1;
      }
      if (held === data.length) {
        // Hold back a tail that could be the start of a tag completed by the next chunk.
        for (let n = Math.min(NEEDLE.length - 1, data.length - from); n > 0; n--) {
          if (data.subarray(data.length - n).equals(NEEDLE.subarray(0, n))) {
            held = data.length - n;
            break;
          }
        }
      }
      out.push(data.subarray(from, held));
      carry = Buffer.from(data.subarray(held));
      callback(null, Buffer.concat(out));
    },
    flush(callback: TransformCallback) {
      callback(null, carry);
    },
  });
}
