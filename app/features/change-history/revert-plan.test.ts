import { describe, expect, it } from "vitest";
import { applyPatch, changedPaths, laterConflict, revertPatch } from "./revert-plan";

describe("revert plan (decision 260)", () => {
  it("undoes only the fields the entry changed, nested ones by dotted path", () => {
    const before = {
      id: 1,
      price: 90,
      description: "A",
      updated_at: "x",
      company: { nip: "1", name: "RIB" },
    };
    const after = {
      id: 1,
      price: 100,
      description: "A",
      updated_at: "y",
      company: { nip: "2", name: "RIB" },
    };
    expect(changedPaths(before, after)).toEqual(["price", "company.nip"]);
    expect(revertPatch(before, after)).toEqual({
      price: 90,
      "company.nip": "1",
    });
    expect(
      applyPatch(
        { price: 100, description: "B", company: { nip: "2", name: "RIB 2" } },
        revertPatch(before, after),
      ),
    ).toEqual({
      price: 90,
      description: "B",
      company: { nip: "1", name: "RIB 2" },
    });
  });

  it("a field added by the change is set back to null", () => {
    expect(revertPatch({ a: 1 }, { a: 1, b: "new" })).toEqual({ b: null });
  });

  it("names the first later entry that changed the same field; other fields do not conflict", () => {
    const e4 = {
      id: 4,
      action: "update",
      before: { price: 90, description: "A" },
      after: { price: 100, description: "A" },
    };
    const e5 = {
      id: 5,
      action: "update",
      before: { price: 100, description: "A" },
      after: { price: 100, description: "B" },
    };
    const e6 = {
      id: 6,
      action: "update",
      before: { price: 100, description: "B" },
      after: { price: 110, description: "B" },
    };
    expect(laterConflict(4, changedPaths(e4.before, e4.after), [e5])).toBeNull();
    expect(laterConflict(4, changedPaths(e4.before, e4.after), [e6, e5])?.id).toBe(6);
    // Entries before the one undone never count.
    expect(laterConflict(5, ["description"], [e4, e6])).toBeNull();
  });

  it("a later change undone later still cancels out; an undo of an earlier entry counts", () => {
    const e6 = {
      id: 6,
      action: "update",
      before: { price: 100 },
      after: { price: 110 },
    };
    const e7 = {
      id: 7,
      action: "revert",
      before: { price: 110 },
      after: { price: 100, revertOf: 6 },
    };
    expect(laterConflict(4, ["price"], [e6, e7])).toBeNull();
    const e8 = {
      id: 8,
      action: "revert",
      before: { price: 100 },
      after: { price: 80, revertOf: 2 },
    };
    expect(laterConflict(4, ["price"], [e6, e7, e8])?.id).toBe(8);
  });

  it("a later deletion conflicts with every field", () => {
    const del = {
      id: 9,
      action: "delete",
      before: { name: "Kajaki", price: "50 zł" },
      after: null,
    };
    expect(laterConflict(4, ["name"], [del])?.id).toBe(9);
  });
});
