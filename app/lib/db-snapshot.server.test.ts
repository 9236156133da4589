import { afterEach, describe, expect, it, vi } from "vitest";
import { dbSnapshot } from "./db-snapshot.server";
import { degradedSince } from "./degraded.server";

afterEach(() => vi.useRealTimers());

describe("dbSnapshot", () => {
  it("reads once, then answers from memory until refreshMs", async () => {
    const load = vi.fn(async () => ({ n: load.mock.calls.length }));
    const s = dbSnapshot({ name: "test", load, fallback: { n: -1 }, refreshMs: 60_000 });
    expect(await s.get()).toEqual({ n: 1 });
    expect(await s.get()).toEqual({ n: 1 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("with the database failing and nothing kept: the fallback, and the render is marked degraded", async () => {
    const since = Date.now();
    const s = dbSnapshot({
      name: "test",
      load: () => Promise.reject(new Error("connect ECONNREFUSED")),
      fallback: "drawings",
    });
    expect(await s.get()).toBe("drawings");
    expect(degradedSince(since)).toBe(true);
  });

  it("with the database failing later: the last copy is kept and the failure marked", async () => {
    let fail = false;
    const s = dbSnapshot({
      name: "test",
      load: async () => {
        if (fail) throw new Error("down");
        return "photos";
      },
      fallback: "drawings",
      refreshMs: 0,
    });
    expect(await s.get()).toBe("photos");
    fail = true;
    const since = Date.now();
    expect(await s.get()).toBe("photos");
    await new Promise((r) => setTimeout(r, 0));
    expect(degradedSince(since)).toBe(true);
  });

  it("a database slower than waitMs does not hold the render", async () => {
    const s = dbSnapshot({
      name: "test",
      load: () => new Promise<string>((r) => setTimeout(() => r("late"), 500)),
      fallback: "drawings",
      waitMs: 20,
    });
    const started = Date.now();
    expect(await s.get()).toBe("drawings");
    expect(Date.now() - started).toBeLessThan(400);
  });

  it("invalidate: the next render reads again, and a read started before it is not kept", async () => {
    let value = "before";
    let release: (() => void) | undefined;
    const s = dbSnapshot({
      name: "test",
      load: async () => {
        const seen = value;
        if (release === undefined && seen === "before")
          await new Promise<void>((r) => (release = r));
        return seen;
      },
      fallback: "none",
      refreshMs: 60_000,
      waitMs: 5_000,
    });
    const racing = s.get();
    await new Promise((r) => setTimeout(r, 0));
    value = "after";
    s.invalidate();
    release!();
    expect(await racing).toBe("before");
    expect(await s.get()).toBe("after");
  });
});
