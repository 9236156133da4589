import { describe, expect, it } from "vitest";
import type { ListedEvent } from "~/lib/site-data/promo-events";
import { promoEventsJsonLd, type EventPlace } from "./promo-event-json-ld";

const SITE_URL = "https://ribwarsaw.pl";

const places: Record<string, EventPlace> = {
  warszawa: {
    startPoint: "Kładka pieszo-rowerowa między Powiślem a Pragą (Warszawa)",
    lat: 52.2369,
    lng: 21.0305,
    locality: "Warszawa",
  },
  zegrze: {
    startPoint: "Port żeglarski nad Zalewem Zegrzyńskim",
    lat: 52.4602,
    lng: 21.0301,
    locality: "Zegrze",
  },
  gdansk: { startPoint: "Wyspa Spichrzów, Gdańsk", lat: null, lng: null, locality: "Gdańsk" },
  torun: { startPoint: "Bulwar Filadelfijski", lat: 53.0084, lng: 18.6045, locality: "Toruń" },
};

const event = (over: Partial<ListedEvent>): ListedEvent => ({
  id: 2,
  title: "Rejs w Godzinę W",
  description: "Minuta ciszy na Wiśle.",
  icon: "siren",
  nextDate: "2027-08-01",
  time: "17:00",
  location: "warszawa",
  ...over,
});

describe("promotional events' JSON-LD (decision 312)", () => {
  it("an event at a location the operator added: its start point, town and coordinates (decision 404)", () => {
    const [ld] = promoEventsJsonLd({
      events: [event({ location: "torun" })],
      siteUrl: SITE_URL,
      lang: "en",
      places,
    });
    expect(ld?.location).toEqual({
      "@type": "Place",
      name: "Bulwar Filadelfijski",
      address: {
        "@type": "PostalAddress",
        streetAddress: "Bulwar Filadelfijski",
        addressLocality: "Toruń",
        addressCountry: "PL",
      },
      geo: { "@type": "GeoCoordinates", latitude: 53.0084, longitude: 18.6045 },
    });
    // A location with no row any more names no place.
    const [gone] = promoEventsJsonLd({
      events: [event({ location: "plock" })],
      siteUrl: SITE_URL,
      lang: "en",
      places,
    });
    expect(gone).not.toHaveProperty("location");
  });

  it("an event with a time: start with Warsaw's offset, the start point as a Place with its address and coordinates", () => {
    const [ld] = promoEventsJsonLd({
      events: [event({})],
      siteUrl: SITE_URL,
      lang: "pl",
      places,
    });
    expect(ld).toEqual({
      "@context": "https://schema.org",
      "@type": "Event",
      name: "Rejs w Godzinę W",
      description: "Minuta ciszy na Wiśle.",
      startDate: "2027-08-01T17:00:00+02:00",
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      inLanguage: "pl",
      url: "https://ribwarsaw.pl/rejsy-promocyjne#wydarzenie-2",
      location: {
        "@type": "Place",
        name: "Kładka pieszo-rowerowa między Powiślem a Pragą (Warszawa)",
        address: {
          "@type": "PostalAddress",
          streetAddress: "Kładka pieszo-rowerowa między Powiślem a Pragą (Warszawa)",
          addressLocality: "Warszawa",
          addressCountry: "PL",
        },
        geo: { "@type": "GeoCoordinates", latitude: 52.2369, longitude: 21.0305 },
      },
      organizer: { "@type": "Organization", name: "RIB Warsaw", url: "https://ribwarsaw.pl/" },
    });
  });

  it("says no more than the page: no endDate, offers or image; winter time is +01:00", () => {
    const [ld] = promoEventsJsonLd({
      events: [event({ nextDate: "2026-12-06", time: "16:30" })],
      siteUrl: SITE_URL,
      lang: "pl",
      places,
    });
    expect(ld!.startDate).toBe("2026-12-06T16:30:00+01:00");
    expect(ld).not.toHaveProperty("endDate");
    expect(ld).not.toHaveProperty("offers");
    expect(ld).not.toHaveProperty("image");
  });

  it("a day without a time is the day; an undated event has no Event; no description, no description key", () => {
    const lds = promoEventsJsonLd({
      events: [
        event({ id: 3, time: null, nextDate: "2026-12-06", description: "" }),
        event({ id: 5, nextDate: null, time: null }),
      ],
      siteUrl: SITE_URL,
      lang: "pl",
      places,
    });
    expect(lds).toHaveLength(1);
    expect(lds[0]!.startDate).toBe("2026-12-06");
    expect(lds[0]).not.toHaveProperty("description");
  });

  it("English: the English page's URL and town; a location without coordinates has no geo", () => {
    const lds = promoEventsJsonLd({
      events: [
        event({ id: 7, location: "zegrze" }),
        event({ id: 8, location: "gdansk" }),
        event({ id: 9, location: "warszawa" }),
      ],
      siteUrl: SITE_URL,
      lang: "en",
      places: {
        ...places,
        warszawa: { ...places.warszawa, startPoint: "The footbridge between Powiśle and Praga" },
      },
    });
    expect(lds.map((l) => l.url)).toEqual([
      "https://ribwarsaw.pl/en/special-cruises#wydarzenie-7",
      "https://ribwarsaw.pl/en/special-cruises#wydarzenie-8",
      "https://ribwarsaw.pl/en/special-cruises#wydarzenie-9",
    ]);
    expect(lds[0]!.location).toMatchObject({
      name: "Port żeglarski nad Zalewem Zegrzyńskim",
      address: { addressLocality: "Zegrze", addressCountry: "PL" },
      geo: { latitude: 52.4602, longitude: 21.0301 },
    });
    expect(lds[1]!.location).not.toHaveProperty("geo");
    expect(lds[1]!.location).toMatchObject({ address: { addressLocality: "Gdańsk" } });
    expect(lds[2]!.location).toMatchObject({
      name: "The footbridge between Powiśle and Praga",
      address: { addressLocality: "Warsaw" },
    });
    expect(lds[2]!.inLanguage).toBe("en");
  });
});
