import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { pickWording } from "~/lib/copy/open-wording";
import { fillFactsByKey } from "~/lib/copy/facts";
import type { Lang } from "~/lib/i18n/lang";
import { LangContext } from "~/lib/i18n/use-lang";
import { HomeActionsProvider } from "../actions";
import { HomeCopyProvider } from "../copy";
import { HomeLocationsProvider, type HomeLocations } from "../location-cruises";
import { homeMessages } from "../messages";
import { LocationsSection, orderLocations } from "./locations-section";
import { WhyChoose } from "./why-choose";

/** The seed's three locations and an open added one, Toruń, as the home loader hands them in. */
function catalogue(lang: Lang): HomeLocations {
  const en = lang === "en";
  return {
    original: [
      { id: "warszawa", layout: "warszawa", url: "/rejsy-wisla-warszawa" },
      { id: "zegrze", layout: "zegrze", url: "/rejsy-zegrze" },
      { id: "gdansk", layout: "gdansk", url: "/rejsy-gdansk" },
    ],
    cruises: { warszawa: [], zegrze: [], gdansk: [], torun: [] },
    open: { warszawa: true, zegrze: true, gdansk: false, torun: true },
    added: [
      {
        id: "torun",
        name: "Toruń",
        startPoint: en ? "Start: Philadelphia Boulevard" : "Start: Bulwar Filadelfijski",
        url: en ? "/en/torun-river-cruises" : "/rejsy-torun",
        link: en ? "See the cruises" : "Zobacz rejsy",
        cruises: [],
        facts: {
          startPoint: en ? "Philadelphia Boulevard" : "Bulwar Filadelfijski",
          people: en ? "8 people" : "8 osób",
          upToPeople: en ? "up to 8 people" : "do 8 osób",
        },
      },
    ],
    areas: [{ id: "torun", lat: 53.01, lng: 18.6 }],
  };
}

const START = {
  startPoint: "Kładka",
  people: "6 osób",
  upToPeople: "do 6 osób",
};

function html(lang: Lang, location: string | undefined, node: "cards" | "why") {
  const copy = fillFactsByKey(pickWording(homeMessages[lang], false), {
    warszawa: START,
    zegrze: START,
    gdansk: START,
  });
  return renderToString(
    <MemoryRouter>
      <LangContext.Provider value={lang}>
        <HomeCopyProvider value={copy}>
          <HomeActionsProvider
            value={{ EventBookingButton: () => null, NewsletterButton: () => null }}
          >
            <HomeLocationsProvider value={catalogue(lang)}>
              {node === "cards" ? (
                <LocationsSection location={location} onUseMyLocation={async () => undefined} />
              ) : (
                <WhyChoose location={location} />
              )}
            </HomeLocationsProvider>
          </HomeActionsProvider>
        </HomeCopyProvider>
      </LangContext.Provider>
    </MemoryRouter>,
  ).replace(/<!--.*?-->/g, "");
}

const order = (s: string) => [...s.matchAll(/data-location="(\w+)"/g)].map((m) => m[1]);
const text = (s: string) =>
  s
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");

describe("home's location cards (docs/product.md §2, decision 405)", () => {
  it("put the detected location's card first: an original one or one the operator added", () => {
    expect(order(html("pl", undefined, "cards"))).toEqual([
      "warszawa",
      "zegrze",
      "gdansk",
      "torun",
    ]);
    expect(order(html("pl", "zegrze", "cards"))).toEqual(["zegrze", "warszawa", "gdansk", "torun"]);
    for (const lang of ["pl", "en"] as const)
      expect(order(html(lang, "torun", "cards"))).toEqual([
        "torun",
        "warszawa",
        "zegrze",
        "gdansk",
      ]);
  });

  it("take each original card's page from its row and say 'coming soon' for one not open", () => {
    const pl = html("pl", undefined, "cards");
    expect(pl).toMatch(/href="\/rejsy-zegrze"[^>]*>Zobacz rejsy na Zegrzu/);
    expect(text(pl)).toContain("Wkrótce");
  });

  it("orders any list by id, leaving it as it is for an unknown id", () => {
    const list = [{ id: "a" }, { id: "b" }, { id: "c" }];
    expect(orderLocations(list, "c").map((x) => x.id)).toEqual(["c", "a", "b"]);
    expect(orderLocations(list, "zz").map((x) => x.id)).toEqual(["a", "b", "c"]);
  });
});

describe("home's 'why choose' section (decision 405)", () => {
  it("speaks of an added location detected, with its name and facts, in both languages", () => {
    const pl = text(html("pl", "torun", "why"));
    expect(pl).toContain("Toruń: dlaczego warto popłynąć z nami?");
    expect(pl).toContain("Start: Bulwar Filadelfijski.");
    expect(pl).toContain("do 8 osób na pokładzie");
    expect(pl).not.toContain("Wisł");
    expect(pl).not.toMatch(/\{\w+\}/);
    const en = text(html("en", "torun", "why"));
    expect(en).toContain("Why ride with us in Toruń?");
    expect(en).toContain("Start: Philadelphia Boulevard.");
    expect(en).toContain("up to 8 people on board");
    expect(en).not.toContain("Vistula");
  });

  it("keeps an original location's own texts, and the first location's when none is detected", () => {
    expect(text(html("pl", "zegrze", "why"))).toContain(
      "Dlaczego warto popłynąć z nami po Zegrzu?",
    );
    expect(text(html("pl", undefined, "why"))).toContain(
      "Dlaczego warto popłynąć z nami po Wiśle?",
    );
    expect(text(html("en", undefined, "why"))).toContain("Why ride the Vistula with us?");
  });
});
