import { describe, expect, it } from "vitest";
import { fieldLabel, valueText } from "./entry-words";
import { historyMessages } from "./messages";

const pl = historyMessages.pl;
const en = historyMessages.en;

describe("history entries in the panel's words (issue 34, item 15)", () => {
  it("labels fields, _pl/_en ones and sizes included, never by their stored key", () => {
    expect(fieldLabel("description_pl", pl)).toBe("Opis (PL)");
    expect(fieldLabel("width", pl)).toBe("Szerokość");
    expect(fieldLabel("kind", pl)).toBe("Rodzaj");
    expect(fieldLabel("company.nip", en)).toBe("NIP (tax ID)");
  });

  it("says kinds, places, photos and sizes as the panel does", () => {
    expect(valueText("kind", "cancelled", pl, "pl")).toBe("rejsy odwołane");
    expect(valueText("scope", "zegrze", en, "en")).toBe("Zegrze");
    expect(valueText("scope", "all", pl, "pl")).toBe("cała strona");
    expect(valueText("mediaIds", [], pl, "pl")).toBe("brak zdjęć");
    expect(valueText("mediaIds", [1, 4], pl, "pl")).toBe("zdjęcie nr 1, zdjęcie nr 4");
    expect(valueText("width", 4000, pl, "pl")).toBe("4000 px");
    expect(valueText("width", 4000, en, "en")).toBe("4,000 px");
  });
});
