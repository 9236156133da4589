/**
 * A phone's photo on the embedded database (decision 269): the README's first command runs the
 * server on PGlite with `npm start`'s 128 MB heap, where one 12-megapixel JPEG used to end the
 * process (PGlite's binary parameter serialiser ran out of heap). Three uploads in a row are
 * answered 201, processed, and the server stays up and serves the page.
 */
import { expect, test } from "vitest";
import { phoneJpeg } from "../support/images";
import { signIn, waitFor } from "./support/harness";
import { serverForFile } from "./support/lifecycle";

const file = serverForFile(
  "media-pglite",
  () => ({ env: { TRUST_PROXY: "loopback", RATE_LIMITS: "off", LOG_LEVEL: "error" } }),
  { signIn: false },
);

test("three 12 MP phone JPEGs on PGlite with the production heap: stored, processed, server up", async () => {
  const { cookie } = await signIn(file.server.url);
  const jpeg = await phoneJpeg(4000, 3000, { grain: true, orientation: 6 });
  expect(jpeg.length).toBeGreaterThan(2_500_000);
  const ids: number[] = [];
  for (let i = 0; i < 3; i++) {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), `phone-${i}.jpg`);
    const res = await fetch(`${file.server.url}/api/admin/media`, {
      method: "POST",
      headers: { Origin: file.server.url, Cookie: cookie },
      body: form,
    });
    expect(res.status, await res.clone().text()).toBe(201);
    ids.push(((await res.json()) as { id: number }).id);
  }
  await waitFor(
    async () => {
      const { items } = (await (
        await fetch(`${file.server.url}/api/admin/media`, { headers: { Cookie: cookie } })
      ).json()) as { items: Array<{ id: number; status: string }> };
      return ids.every((id) => items.find((m) => m.id === id)?.status === "ready");
    },
    "the three photos to be processed",
    120_000,
    500,
  );
  expect((await fetch(`${file.server.url}/healthz`)).status).toBe(200);
  expect((await fetch(`${file.server.url}/`)).status).toBe(200);
  expect(file.server.child.exitCode).toBeNull();
});
