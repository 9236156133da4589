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

  it("names a cruise's fields and values as the Rejsy view does (decision 352)", () => {
    expect(
      `${fieldLabel("booking.channel", pl)}: ${valueText("booking.channel", "phone", pl, "pl")}`,
    ).toBe("Kanał rezerwacji: telefon");
    expect(valueText("booking.channel", "enquiry", en, "en")).toBe("enquiry form");
    expect(`${fieldLabel("location", pl)}: ${valueText("location", "warszawa", pl, "pl")}`).toBe(
      "Lokalizacja: Warszawa",
    );
    expect(fieldLabel("priceActive", pl)).toBe("Cena aktywna");
    expect(fieldLabel("priceActive", en)).toBe("Price active");
    expect(valueText("kind", "private", pl, "pl")).toBe("rejs prywatny (cała łódź)");
    expect(valueText("season", { from: "04-15", until: "10-15" }, pl, "pl")).toBe(
      "15 kwietnia – 15 października",
    );
    expect(valueText("season", null, en, "en")).toBe("all year");
    expect(`${fieldLabel("season.from", en)}: ${valueText("season.from", "05-01", en, "en")}`).toBe(
      "Season from: 1 May",
    );
    expect(valueText("departures", { days: [6, 7], times: ["10:00", "12:00"] }, pl, "pl")).toBe(
      "sob., niedz. · 10:00, 12:00",
    );
    expect(valueText("booking", { channel: "provider", itemId: "777001" }, pl, "pl")).toBe(
      "operator rezerwacji (FareHarbor), Numer oferty u operatora rezerwacji 777001",
    );
    expect(valueText("photo", [3], pl, "pl")).toBe("zdjęcie nr 3");
    for (const text of [
      valueText("booking", { channel: "phone", itemId: null }, pl, "pl"),
      valueText("departures", { days: [1], times: ["18:00"] }, en, "en"),
    ])
      expect(text).not.toMatch(/[{}"]/);
  });
});
