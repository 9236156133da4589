import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { withoutModulePreloads } from "./module-preloads.server";

const page =
  '<head><link rel="modulepreload" href="/assets/entry-1.js" nonce="abc"/><link rel="preload" as="font" href="/f.woff2"/>' +
  '<link rel="modulepreload" href="/assets/ż-2.js"/><title>Zażółć</title></head><body>ą<script type="module">import "/assets/entry-1.js";</script></body>';

async function through(chunks: Buffer[]) {
  return text(Readable.from(chunks).pipe(withoutModulePreloads()));
}

describe("withoutModulePreloads", () => {
  const expected = '<head><link rel="preload" as="font" href="/f.woff2"/><title>Zażółć</title></head><body>ą<script type="module">import "/assets/entry-1.js";</script></body>';

  it("removes every module preload and nothing else", async () => {
    expect(await through([Buffer.from(page)])).toBe(expected);
  });

  it("finds tags split across chunks at every byte, without breaking multi-byte letters", async () => {
    const bytes = Buffer.from(page);
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(await through([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(expected);
    }
    const single = Array.from(bytes, (b) => Buffer.from([b]));
    expect(await through(single)).toBe(expected);
  });
});
