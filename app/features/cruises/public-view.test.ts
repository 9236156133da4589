import { describe, expect, it } from "vitest";
import { buildCatalogue, SEED_ROWS } from "./catalogue.server";
import { inSeason } from "./model";
import { cruiseCard, monthDayLabel } from "./public-view";

describe("season", () => {
  it("is inside, outside, and over the new year", () => {
    expect(inSeason(null, "01-15")).toBe(true);
    expect(inSeason({ from: "05-01", until: "09-30" }, "07-15")).toBe(true);
    expect(inSeason({ from: "05-01", until: "09-30" }, "10-01")).toBe(false);
    expect(inSeason({ from: "11-01", until: "02-28" }, "01-10")).toBe(true);
    expect(inSeason({ from: "11-01", until: "02-28" }, "06-10")).toBe(false);
  });

  it("out of season a card says when it starts, and its button too", () => {
    const [c20] = buildCatalogue(SEED_ROWS, []).cruises;
    const card = cruiseCard({ ...c20!, season: { from: "05-01", until: "09-30" } }, "pl", "12-01");
    expect(card.seasonNote).toBe("Poza sezonem – rejsy ruszają 1 maja.");
    expect(card.bookFrom).toBe("Rezerwacje od 1 maja");
    expect(
      cruiseCard({ ...c20!, season: { from: "05-01", until: "09-30" } }, "en", "12-01").bookFrom,
    ).toBe("Booking from 1 May");
    expect(cruiseCard(c20!, "pl", "12-01").seasonNote).toBeNull();
    expect(monthDayLabel("12-06", "pl")).toBe("6 grudnia");
  });

  it("books by channel: the provider's item with its page's ref (the original four keep theirs), else the phone", () => {
    const cruises = buildCatalogue(SEED_ROWS, []).cruises;
    expect(cruiseCard(cruises[0]!, "pl").booking).toMatchObject({
      channel: "provider",
      href: "https://fareharbor.com/embeds/book/ribwarsaw/items/623503/?ref=cruise-20",
    });
    expect(cruiseCard(cruises[4]!, "pl").booking).toMatchObject({ channel: "phone", href: null });
  });
});
