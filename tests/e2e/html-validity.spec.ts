/**
 * Valid HTML (issue 25): the Nu HTML Checker (npm `vnu-jar`, needs Java) finds no error on any
 * public route in either language: both URLs of every pair, the aliases, the noindex pages, a
 * Polish URL rendered in English for a visitor who chose English, and the 404 page. One Java
 * start for all of them, so the check costs seconds, not minutes.
 */
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { ALIAS_PATHS, NOINDEX_PATHS, PUBLIC_PATHS } from "../../app/lib/seo/public-routes";
import { expect, test } from "./fixtures";

const run = promisify(execFile);
/** The checker from the `vnu-jar` dev dependency (its jar ships in the npm package). */
const VNU_JAR = path.resolve("node_modules/vnu-jar/build/dist/vnu.jar");

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

test("the Nu HTML Checker reports no error on any public route in either language", async ({
  request,
}) => {
  test.setTimeout(180_000);
  const dir = await mkdtemp(path.join(tmpdir(), "rib-vnu-"));
  try {
    const pages: Array<{ url: string; cookie?: string; status: number }> = [
      ...[...PUBLIC_PATHS, ...ALIAS_PATHS, ...NOINDEX_PATHS].map((url) => ({
        url,
        status: 200,
      })),
      // A Polish URL shown in English, and the attractions page (one URL) in English.
      { url: "/rejsy-zegrze", cookie: "preferred-language=en", status: 200 },
      {
        url: "/atrakcje-warszawa",
        cookie: "preferred-language=en",
        status: 200,
      },
      { url: "/no-such-page", status: 404 },
      { url: "/no-such-page", cookie: "preferred-language=en", status: 404 },
    ];
    const files: string[] = [];
    for (const [i, p] of pages.entries()) {
      const res = await request.get(p.url, {
        headers: p.cookie ? { Cookie: p.cookie } : {},
      });
      expect(res.status(), p.url).toBe(p.status);
      const file = path.join(
        dir,
        `${String(i).padStart(3, "0")}-${p.url.replace(/\W+/g, "_")}${p.cookie ? "-en" : ""}.html`,
      );
      await writeFile(file, await res.body());
      files.push(file);
    }
    // vnu exits 1 when it reports anything; the JSON on stderr says what.
    const out = await run(
      "java",
      ["-jar", VNU_JAR, "--errors-only", "--format", "json", ...files],
      { maxBuffer: 64 * 1024 * 1024 },
    ).then(
      (r) => r.stderr,
      (e: { stderr?: string }) => e.stderr ?? "",
    );
    const messages = (JSON.parse(out || '{"messages":[]}') as { messages: VnuMessage[] }).messages;
    const errors = messages
      .filter((m) => m.type === "error" || m.subType === "fatal")
      .map(
        (m) =>
          `${path.basename(m.url)}:${m.lastLine ?? "?"} ${m.message}${m.extract ? ` [${m.extract.trim()}]` : ""}`,
      );
    expect(errors).toEqual([]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
