import { describe, expect, it } from "vitest";
import {
  applyPatch,
  changedPaths,
  fieldPaths,
  laterConflict,
  revertFieldsOf,
  revertPatch,
  undoFields,
  withoutPaths,
} from "./revert-plan";

/** Audit entries as the revert plan reads them. */
const entry =
  (action: string) =>
  <B, A>(id: number, before: B, after: A) => ({ id, action, before, after });
const update = entry("update");
const revert = entry("revert");
const remove = entry("delete");

describe("revert plan (decision 260)", () => {
  it("undoes only the fields the entry changed, nested ones by dotted path", () => {
    const before = {
      id: 1,
      price: 90,
      description: "A",
      updated_at: "x",
      company: { nip: "1", name: "RIB" },
    };
    const after = { ...before, price: 100, updated_at: "y", company: { nip: "2", name: "RIB" } };
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
    const e4 = update(4, { price: 90, description: "A" }, { price: 100, description: "A" });
    const e5 = update(5, { price: 100, description: "A" }, { price: 100, description: "B" });
    const e6 = update(6, { price: 100, description: "B" }, { price: 110, description: "B" });
    expect(laterConflict(4, changedPaths(e4.before, e4.after), [e5])).toBeNull();
    expect(laterConflict(4, changedPaths(e4.before, e4.after), [e6, e5])?.id).toBe(6);
    // Entries before the one undone never count.
    expect(laterConflict(5, ["description"], [e4, e6])).toBeNull();
  });

  it("a later change undone later still cancels out; an undo of an earlier entry counts", () => {
    const e6 = update(6, { price: 100 }, { price: 110 });
    const e7 = revert(7, { price: 110 }, { price: 100, revertOf: 6 });
    expect(laterConflict(4, ["price"], [e6, e7])).toBeNull();
    const e8 = revert(8, { price: 100 }, { price: 80, revertOf: 2 });
    expect(laterConflict(4, ["price"], [e6, e7, e8])?.id).toBe(8);
  });

  it("a later deletion conflicts with every field", () => {
    const del = remove(9, { name: "Kajaki", price: "50 zł" }, null);
    expect(laterConflict(4, ["name"], [del])?.id).toBe(9);
  });

  it("a season that was null and now has dates is one field; page copy's bookkeeping goes with its language", () => {
    const cruiseBefore = { name_pl: "A", season: null, order: 2 };
    const cruiseAfter = { name_pl: "B", season: { from: "05-01", until: "09-30" }, order: 3 };
    expect(changedPaths(cruiseBefore, cruiseAfter)).toEqual([
      "name_pl",
      "order",
      "season.from",
      "season.until",
    ]);
    // A cruise's own order is a field: nothing named `questions` changed.
    expect(undoFields(cruiseBefore, cruiseAfter)).toEqual(["name_pl", "order", "season"]);
    expect(revertPatch(cruiseBefore, cruiseAfter, ["season"])).toEqual({ season: null });
    expect(revertPatch(cruiseAfter, cruiseBefore, ["season"])).toEqual({
      season: { from: "05-01", until: "09-30" },
    });
    expect(fieldPaths(["season"], cruiseBefore, cruiseAfter)).toEqual([
      "season.from",
      "season.until",
    ]);

    const copyBefore = {
      pl: "Stary",
      en: "Old",
      edited: { pl: true, en: false },
      default_hash: { pl: "h1", en: null },
    };
    const copyAfter = {
      pl: "Nowy",
      en: "New",
      edited: { pl: true, en: true },
      default_hash: { pl: "h1", en: "h2" },
    };
    expect(undoFields(copyBefore, copyAfter)).toEqual(["pl", "en"]);
    expect(fieldPaths(["en"], copyBefore, copyAfter)).toEqual([
      "en",
      "edited.en",
      "default_hash.en",
    ]);
    // A list's reorder: the titles are the field, the ids go with them.
    expect(
      undoFields(
        { questions: ["a", "b"], order: null },
        { questions: ["b", "a"], order: ["2", "1"] },
      ),
    ).toEqual(["questions"]);
  });

  it("only the chosen fields are set back", () => {
    const before = { price: 90, description: "A", is_active: true };
    const after = { price: 100, description: "B", is_active: false };
    expect(undoFields(before, after)).toEqual(["price", "description", "is_active"]);
    expect(revertPatch(before, after, ["description"])).toEqual({ description: "A" });
    expect(revertPatch(before, after)).toEqual({
      price: 90,
      description: "A",
      is_active: true,
    });
  });

  it("an entry without the fields left: flat dotted keys (settings) and nested ones; empty objects go", () => {
    expect(withoutPaths({ "company.nip": "1", phone: "+48 1" }, ["company.nip"])).toEqual({
      phone: "+48 1",
    });
    expect(
      withoutPaths(
        { en: "Old", pl: "Stary", edited: { pl: true, en: false }, default_hash: { en: null } },
        ["en", "edited.en", "default_hash.en"],
      ),
    ).toEqual({ pl: "Stary", edited: { pl: true } });
    expect(withoutPaths({ season: { from: "05-01", until: "09-30" } }, ["season.from"])).toEqual({
      season: { until: "09-30" },
    });
    expect(withoutPaths(null, ["a"])).toBeNull();
    const snapshot = { a: 1, b: 2 };
    withoutPaths(snapshot, ["a"]);
    expect(snapshot).toEqual({ a: 1, b: 2 });
  });

  it("a later change undone only in part cancels out only for the fields it set back", () => {
    // #5 changed price and description; #6 set back #5's description only.
    const e5 = update(5, { price: 100, description: "A" }, { price: 120, description: "B" });
    const e6 = revert(
      6,
      { price: 120, description: "B" },
      { price: 120, description: "A", revertOf: 5, revertFields: ["description"] },
    );
    expect(revertFieldsOf(e6.after)).toEqual(["description"]);
    expect(revertFieldsOf({ revertOf: 5 })).toBeNull();
    expect(laterConflict(4, ["description"], [e5, e6])).toBeNull();
    expect(laterConflict(4, ["price"], [e5, e6])?.id).toBe(5);
    // Once #7 sets back #5's price too, #5 cancels out whole.
    const e7 = revert(
      7,
      { price: 120, description: "A" },
      { price: 100, description: "A", revertOf: 5, revertFields: ["price"] },
    );
    expect(laterConflict(4, ["price"], [e5, e6, e7])).toBeNull();
  });

  it("an entry's own partial undo is no conflict for the fields left", () => {
    const e4 = update(4, { price: 90, description: "A" }, { price: 100, description: "B" });
    const e5 = revert(
      5,
      { price: 100, description: "B" },
      { price: 90, description: "B", revertOf: 4, revertFields: ["price"] },
    );
    expect(laterConflict(4, fieldPaths(["description"], e4.before, e4.after), [e5])).toBeNull();
  });
});
