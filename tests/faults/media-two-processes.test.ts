/**
 * Photos on two server processes and one PostgreSQL (decision 250): a photo uploaded through
 * A is processed by one of the two workers exactly once, and B serves its files, byte for byte
 * what A serves, and shows it on its public page once placed.
 */
import { beforeAll, describe, expect, test } from "vitest";
import { phoneJpeg } from "../support/images";
import { pgQuery, sameOrigin, signIn, waitFor, type RunningServer } from "./support/harness";
import { twoServersOnOnePostgres, type TwoServers } from "./support/two-servers";

let a: RunningServer;
let b: RunningServer;
let db: TwoServers["db"];
const servers = twoServersOnOnePostgres("media", { rateLimits: "off" });
beforeAll(() => ({ a, b, db } = servers));

describe("photos on two processes, one PostgreSQL", () => {
  test("an upload through A is processed once and served by B", async () => {
    const { cookie: cookieA } = await signIn(a.url);
    const { cookie: cookieB } = await signIn(b.url);
    const form = new FormData();
    form.append(
      "file",
      new Blob([new Uint8Array(await phoneJpeg(1800, 1200))], {
        type: "image/jpeg",
      }),
      "boat.jpg",
    );
    const res = await fetch(`${a.url}/api/admin/media`, {
      method: "POST",
      headers: { Origin: a.url, Cookie: cookieA },
      body: form,
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };

    type Listed = {
      items: Array<{ id: number; status: string; thumbUrl: string | null }>;
    };
    let item: Listed["items"][number] | undefined;
    await waitFor(
      async () => {
        const list = (await (
          await fetch(`${b.url}/api/admin/media`, {
            headers: { Cookie: cookieB },
          })
        ).json()) as Listed;
        item = list.items.find((i) => i.id === id);
        return item?.status === "ready";
      },
      "the photo to be processed",
      90_000,
      500,
    );
    // Processed once: one claim, and one set of files.
    const [row] = await pgQuery<{ attempts: number; n: string }>(
      db.url,
      "select attempts, (select count(*) from media_files where media_id = $1) as n from media where id = $1",
      [id],
    );
    expect(row!.attempts).toBe(0);
    expect(Number(row!.n)).toBeGreaterThanOrEqual(10);

    const fromB = await fetch(`${b.url}${item!.thumbUrl}`);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get("content-type")).toBe("image/webp");
    expect(fromB.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const fromA = await fetch(`${a.url}${item!.thumbUrl}`);
    expect(
      Buffer.from(await fromB.arrayBuffer()).equals(Buffer.from(await fromA.arrayBuffer())),
    ).toBe(true);

    // Described and placed through A, it shows on B's home page.
    const put = await fetch(`${a.url}/api/admin/media/${id}`, {
      method: "PUT",
      headers: sameOrigin(a.url, { Cookie: cookieA }),
      body: JSON.stringify({
        alt_pl: "Łódź przy brzegu",
        alt_en: "The boat by the shore",
        focalX: 0.5,
        focalY: 0.5,
      }),
    });
    expect(put.status).toBe(200);
    const slot = await fetch(`${a.url}/api/admin/media-slots/card.warszawa`, {
      method: "PUT",
      headers: sameOrigin(a.url, { Cookie: cookieA }),
      body: JSON.stringify({ mediaId: id }),
    });
    expect(slot.status, await slot.clone().text()).toBe(200);
    await waitFor(
      async () =>
        (
          await (await fetch(`${b.url}/`, { headers: { "Accept-Language": "en" } })).text()
        ).includes('alt="The boat by the shore"'),
      "B's home page to show the photo",
      15_000,
      300,
    );
  });
});
