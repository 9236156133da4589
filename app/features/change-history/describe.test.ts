import { describe, expect, it } from "vitest";
import { changedFields, formatValue, revertOf } from "./describe";

describe("changedFields", () => {
  it("lists only the fields that differ, without bookkeeping keys", () => {
    const before = {
      id: 3,
      cruise_type: "60min",
      price: 300,
      description: "Rejs",
      is_active: true,
      updated_at: "2026-01-01T00:00:00Z",
    };
    const after = { ...before, price: 350, updated_at: "2026-02-01T00:00:00Z" };
    expect(changedFields(before, after)).toEqual([{ key: "price", before: 300, after: 350 }]);
  });

  it("a creation lists the values that were set; a deletion the values that were there", () => {
    expect(
      changedFields(null, {
        id: 9,
        name: "Kajaki",
        duration: null,
        is_active: true,
      }),
    ).toEqual([
      { key: "name", before: undefined, after: "Kajaki" },
      { key: "is_active", before: undefined, after: true },
    ]);
    expect(changedFields({ id: 9, name: "Kajaki", website_url: "" }, null)).toEqual([
      { key: "name", before: "Kajaki", after: undefined },
    ]);
  });

  it("an undo's snapshot without revertOf compares like any change", () => {
    expect(
      changedFields(
        { price: 350, description: "x", is_active: true },
        { price: 300, description: "x", is_active: true, revertOf: 12 },
      ),
    ).toEqual([{ key: "price", before: 350, after: 300 }]);
  });

  it("a field that appears on one side only counts as changed (a status set, a note added)", () => {
    expect(changedFields({ status: "new" }, { status: "confirmed" })).toEqual([
      { key: "status", before: "new", after: "confirmed" },
    ]);
    expect(changedFields(null, { note_id: 4, note: "Oddzwonić" })).toEqual([
      { key: "note", before: undefined, after: "Oddzwonić" },
    ]);
  });

  it("lists an object's parts as the panel shows them, never a key or JSON (decision 352)", () => {
    const cruise = {
      key: "rejs_o_zachodzie",
      location: "warszawa",
      booking: { channel: "provider", itemId: "777001" },
      season: null,
      published: false,
    };
    expect(
      changedFields(cruise, { ...cruise, booking: { channel: "phone", itemId: null } }),
    ).toEqual([
      { key: "booking.channel", before: "provider", after: "phone" },
      { key: "booking.itemId", before: "777001", after: null },
    ]);
    // A season set where there was none stays one field.
    expect(changedFields(cruise, { ...cruise, season: { from: "04-15", until: "10-15" } })).toEqual(
      [{ key: "season", before: null, after: { from: "04-15", until: "10-15" } }],
    );
    // A deletion lists the parts, without the key.
    expect(changedFields({ ...cruise, priceActive: true }, null).map((c) => c.key)).toEqual([
      "location",
      "booking.channel",
      "booking.itemId",
      "published",
      "priceActive",
    ]);
  });

  it("tolerates anything that is not an object", () => {
    expect(changedFields("x", [1, 2])).toEqual([]);
    expect(changedFields(undefined, undefined)).toEqual([]);
  });
});

describe("revertOf and formatValue", () => {
  it("reads the undone row's number", () => {
    expect(revertOf({ price: 1, revertOf: 12 })).toBe(12);
    expect(revertOf({ revertOf: "7" })).toBe(7);
    expect(revertOf({ price: 1 })).toBeNull();
    expect(revertOf(null)).toBeNull();
  });

  it("formats values for one line", () => {
    const words = { yes: "tak", no: "nie", empty: "—" };
    expect(formatValue(true, words)).toBe("tak");
    expect(formatValue(false, words)).toBe("nie");
    expect(formatValue(null, words)).toBe("—");
    expect(formatValue("", words)).toBe("—");
    expect(formatValue(1234.5, words)).toBe("1234.5");
    expect(formatValue({ a: 1 }, words)).toBe('{"a":1}');
    expect(formatValue("x".repeat(300), words, 10)).toBe(`${"x".repeat(9)}…`);
  });
});
