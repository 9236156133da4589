import { describe, expect, it } from "vitest";
import { groupCommit } from "./group-commit";

describe("groupCommit", () => {
  it("writes the first item at once and the items that arrive meanwhile together in the next write", async () => {
    const writes: number[][] = [];
    let release: () => void = () => {};
    const add = groupCommit(async (items: number[]) => {
      writes.push(items);
      if (writes.length === 1) await new Promise<void>((r) => (release = r));
    });
    const first = add(1);
    const rest = [add(2), add(3), add(4)];
    await Promise.resolve();
    expect(writes).toEqual([[1]]);
    release();
    await Promise.all([first, ...rest]);
    expect(writes).toEqual([[1], [2, 3, 4]]);
    await add(5);
    expect(writes).toEqual([[1], [2, 3, 4], [5]]);
  });

  it("rejects the callers of a failed write only, and keeps going", async () => {
    let fail = true;
    const add = groupCommit(async () => {
      if (fail) {
        fail = false;
        throw new Error("database down");
      }
    });
    const results = await Promise.allSettled([add("a"), add("b")]);
    expect(results.map((r) => r.status)).toEqual(["rejected", "fulfilled"]);
    await expect(add("c")).resolves.toBeUndefined();
  });
});
