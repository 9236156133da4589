import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { isSystemError, sweepStaleScratch, withScratch } from "./scratch.server";

// Decision 461: photo work goes through scratch folders, which never outlive their job.
describe("scratch folders for photo work", () => {
  const made: string[] = [];
  afterEach(() => {
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it("removes the folder when the job ends, whether it succeeds or fails", async () => {
    let seen = "";
    expect(
      await withScratch(async (dir) => {
        seen = dir;
        await sharp({ create: { width: 4, height: 4, channels: 3, background: "#123" } })
          .png()
          .toFile(join(dir, "x.png"));
        return (await readFile(join(dir, "x.png"))).length > 0;
      }),
    ).toBe(true);
    expect(seen).toContain("rib-photo-");
    expect(existsSync(seen)).toBe(false);

    await expect(
      withScratch(async (dir) => {
        seen = dir;
        throw new Error("corrupt");
      }),
    ).rejects.toThrow("corrupt");
    expect(existsSync(seen)).toBe(false);
  });

  it("sweeps only its own folders older than an hour", async () => {
    const root = mkdtempSync(join(tmpdir(), "scratch-sweep-"));
    made.push(root);
    const old = Date.now() / 1000 - 2 * 3600;
    for (const name of ["rib-photo-old", "rib-photo-new", "someone-else-old"]) {
      mkdirSync(join(root, name));
      if (name.endsWith("old")) utimesSync(join(root, name), old, old);
    }
    expect(await sweepStaleScratch(Date.now(), root)).toBe(1);
    expect(existsSync(join(root, "rib-photo-old"))).toBe(false);
    expect(existsSync(join(root, "rib-photo-new"))).toBe(true);
    expect(existsSync(join(root, "someone-else-old"))).toBe(true);
  });

  it("tells a system error (disk, files) from a photo's own", async () => {
    const disk = await readFile("/nonexistent/rib").catch((e: unknown) => e);
    expect(isSystemError(disk)).toBe(true);
    const photo = await sharp(Buffer.from("not an image"))
      .metadata()
      .catch((e: unknown) => e);
    expect(isSystemError(photo)).toBe(false);
  });
});
