import { describe, expect, it } from "vitest";
import { buildCatalogue, SEED_LOCATION_ROWS, SEED_ROWS } from "./catalogue.server";
import { inSeason, type Location } from "./model";
import { cruiseCard, cruisePageView, locationPageView, monthDayLabel } from "./public-view";

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
    const may = { from: "05-01", until: "09-30" };
    const card = cruiseCard({ ...c20!, season: may, seasonInForce: may }, "pl", "12-01");
    expect(card.seasonNote).toBe("Poza sezonem – rejsy ruszają 1 maja.");
    expect(card.bookFrom).toBe("Rezerwacje od 1 maja");
    expect(cruiseCard({ ...c20!, season: may, seasonInForce: may }, "en", "12-01").bookFrom).toBe(
      "Booking from 1 May",
    );
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

  it("a location's season is the season of its cruises without their own (decision 350)", () => {
    const { cruises } = buildCatalogue(
      SEED_ROWS,
      SEED_LOCATION_ROWS.map((r) =>
        r.id === "zegrze" ? { ...r, season: { from: "04-15", until: "10-15" } } : r,
      ),
    );
    const zegrze = cruises.find((c) => c.key === "zegrze_30min")!;
    expect(zegrze.seasonInForce).toEqual({ from: "04-15", until: "10-15" });
    expect(cruises.find((c) => c.key === "20min")!.seasonInForce).toBeNull();
    const card = cruiseCard(zegrze, "en", "11-28");
    expect(card).toMatchObject({
      seasonNote: "Out of season – cruises start on 15 April.",
      bookFrom: "Booking from 15 April",
    });
    expect(card.seasonOpensOn).toMatch(/^\d{4}-04-15$/);
  });

  it("names the booking by its channel: phone 'Call to book', the product's 30-minute cruise keeps 'ask for price' (decision 351)", () => {
    const cruises = buildCatalogue(SEED_ROWS, []).cruises;
    const of = (key: string) => cruises.find((c) => c.key === key)!;
    expect(cruiseCard(of("zegrze_30min"), "pl").booking.phoneLabel).toBe("Zadzwoń i zarezerwuj");
    expect(cruiseCard(of("60min"), "en").booking.phoneLabel).toBe("Call to book");
    expect(cruiseCard(of("30min"), "pl").booking.phoneLabel).toBeNull();
    expect(cruiseCard(of("zegrze_30min"), "en").booking.enquireLabel).toBe("Ask for a date");
  });
});

describe("an added location's page", () => {
  const location: Location = {
    id: "gizycko",
    status: "open",
    name_pl: "Giżycko",
    name_en: "Giżycko",
    slug_pl: "rejsy-gizycko",
    slug_en: "gizycko-cruises",
    startPoint_pl: "Port Ekomarina",
    startPoint_en: "Ekomarina port",
    lat: null,
    lng: null,
    windLimitKmh: null,
    season: null,
    mapUrl: null,
    order: 4,
    spec: false,
    layout: "standard",
    url_pl: "/rejsy-gizycko",
    url_en: "/en/gizycko-cruises",
  };

  it("heads its list of cruises as its own cruises, not as more of them", () => {
    expect(locationPageView(location, "pl").labels.cruisesHeading).toBe("Nasze rejsy");
    expect(locationPageView(location, "en").labels.cruisesHeading).toBe("Our cruises");
    expect(locationPageView(location, "pl").labels.kicker).toBe("GIŻYCKO · PORT EKOMARINA");
  });
});

describe("a card's facts come from its row (one truth, issue 42)", () => {
  // A fifth private cruise the operator adds to the first location, after the seed's four.
  const [first] = SEED_ROWS;
  const added = {
    ...first!,
    id: 99,
    key: "sunset",
    kind: "private",
    durationMin: 45,
    capacity: 5,
    namePl: "Rejs o zachodzie",
    nameEn: "Sunset cruise",
    slugPl: "zachod",
    slugEn: "sunset",
    bookingChannel: "enquiry",
    bookingItemId: null,
    sortOrder: 5,
  };
  const { cruises, locations } = buildCatalogue([...SEED_ROWS, added], []);
  const of = (key: string) => cruises.find((c) => c.key === key)!;

  it("the seed's cruises keep their drawings, proper names and written copy's sections", () => {
    expect(cruiseCard(of("20min"), "pl")).toMatchObject({
      image: "warszawa-dusk",
      label: "Szaleństwo",
      warsawCopy: "20",
      zegrzeCopy: null,
      kind: "shared",
      capacity: 12,
    });
    expect(cruiseCard(of("90min"), "en")).toMatchObject({
      image: "warszawa-night",
      label: "Maksimum",
      warsawCopy: "90",
    });
    expect(cruiseCard(of("zegrze_30min"), "pl")).toMatchObject({
      image: "zegrze-wake",
      warsawCopy: null,
      zegrzeCopy: "zegrze30",
    });
  });

  it("an added cruise is named by its row, shows its location's drawing and has no written copy", () => {
    const card = cruiseCard(of("sunset"), "en");
    expect(card).toMatchObject({
      label: "Sunset cruise",
      image: "warszawa-golden",
      warsawCopy: null,
      zegrzeCopy: null,
      capacity: 5,
    });
  });

  it("a cruise page's other cruises are its location's, in order, the added one too", () => {
    const c20 = of("20min");
    const siblings = cruises.filter((c) => c.location === c20.location);
    const view = cruisePageView(c20, "pl", locations[c20.location]!, siblings, true);
    expect(view.others.map((o) => [o.url, o.minutes, o.warsawCopy])).toEqual([
      ["/rejsy-wisla-warszawa/30-min", 30, "30"],
      ["/rejsy-wisla-warszawa/60-min", 60, "60"],
      ["/rejsy-wisla-warszawa/90-min", 90, "90"],
      ["/rejsy-wisla-warszawa/zachod", 45, null],
    ]);
  });
});
