import { describe, expect, it } from "vitest";
import { panelNoticeScopes, type ScopeLocation } from "./model";

const FALLBACK = { all: "Cała strona", warszawa: "Warszawa", zegrze: "Zegrze", gdansk: "Gdańsk" };
const row = (id: string, status: string, name_pl: string, name_en: string): ScopeLocation => ({
  id,
  status,
  name_pl,
  name_en,
});
const ROWS = [
  row("warszawa", "open", "Warszawa", "Warsaw"),
  row("zegrze", "open", "Zegrze", "Zegrze"),
  row("gdansk", "coming_soon", "Gdańsk", "Gdańsk"),
  row("torun", "open", "Toruń", "Torun"),
  row("plock", "hidden", "Płock", "Plock"),
];

describe("the panel's notice cards (decision 403)", () => {
  it("`all`, then every location that is not hidden, named from its row in the panel's language", () => {
    expect(panelNoticeScopes(ROWS, "pl", FALLBACK)).toEqual([
      { scope: "all", name: "Cała strona" },
      { scope: "warszawa", name: "Warszawa" },
      { scope: "zegrze", name: "Zegrze" },
      { scope: "gdansk", name: "Gdańsk" },
      { scope: "torun", name: "Toruń" },
    ]);
    expect(panelNoticeScopes(ROWS, "en", { ...FALLBACK, all: "Whole site" })[4]).toEqual({
      scope: "torun",
      name: "Torun",
    });
  });

  it("without the rows, `all` and the original three", () => {
    expect(panelNoticeScopes(null, "pl", FALLBACK).map((s) => s.scope)).toEqual([
      "all",
      "warszawa",
      "zegrze",
      "gdansk",
    ]);
  });
});
