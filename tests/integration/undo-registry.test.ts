/**
 * One undo registry (decision 390): every feature whose changes the change history can undo
 * registers its entities from its own server module, and the server loads those modules at
 * start (server/startup.ts), so each entity has exactly one way back.
 */
import { describe, expect, it } from "vitest";
import { undoableEntities, undoOf } from "~/lib/audit.server";
import "../../server/startup";

const UNDOABLE = [
  "attraction",
  "cruise",
  "cruise_price",
  "location",
  "media_slot",
  "page_copy",
  "promo_event",
  "site_notice",
  "site_settings",
];

describe("undo registry", () => {
  it("holds every undoable entity once the server's modules are loaded", () => {
    expect(undoableEntities()).toEqual(UNDOABLE);
  });

  it("undoes prices and attractions row by row, the rest whole", () => {
    for (const entity of ["cruise_price", "attraction"])
      expect(undoOf(entity)).toHaveProperty("target");
    for (const entity of UNDOABLE.filter((e) => e !== "cruise_price" && e !== "attraction"))
      expect(undoOf(entity)).toHaveProperty("revert");
  });

  it("knows nothing of an entity no feature registered", () => {
    expect(undoOf("event_booking")).toBeUndefined();
  });
});
