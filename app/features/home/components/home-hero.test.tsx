import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { pickWording } from "~/lib/copy/open-wording";
import type { Lang } from "~/lib/i18n/lang";
import { LangContext } from "~/lib/i18n/use-lang";
import { SlotPhotosContext } from "~/lib/media/context";
import type { PhotoRef, SlotPhotos } from "~/lib/media/photo";
import { HomeCopyProvider } from "../copy";
import type { AddedLocationCardData } from "../location-cruises";
import { homeMessages } from "../messages";
import { HomeHero } from "./home-hero";

const TORUN: Record<Lang, AddedLocationCardData> = {
  pl: {
    id: "torun",
    name: "Toruń",
    startPoint: "Start: Bulwar Filadelfijski",
    url: "/rejsy-torun",
    link: "Zobacz rejsy",
    cruises: [],
  },
  en: {
    id: "torun",
    name: "Toruń",
    startPoint: "Start: Philadelphia Boulevard",
    url: "/en/torun-cruises",
    link: "See the cruises",
    cruises: [],
  },
};

const PHOTO = (id: number): PhotoRef => ({
  id,
  width: 1600,
  height: 900,
  alt: "",
  avif: `/media/${id}.avif`,
  webp: `/media/${id}.webp`,
  src: `/media/${id}-1024.webp`,
  position: "50% 50%",
  placeholder: null,
  og: `/media/${id}.jpg`,
});

function html(lang: Lang, added?: AddedLocationCardData, photos: SlotPhotos = {}) {
  return renderToString(
    <MemoryRouter>
      <SlotPhotosContext.Provider value={photos}>
        <LangContext.Provider value={lang}>
          <HomeCopyProvider value={pickWording(homeMessages[lang], false)}>
            <HomeHero location="default" added={added} />
          </HomeCopyProvider>
        </LangContext.Provider>
      </SlotPhotosContext.Provider>
    </MemoryRouter>,
  ).replace(/<!--.*?-->/g, "");
}

const text = (s: string) => s.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
const h1 = (s: string) => text(/<h1[^>]*>(.*?)<\/h1>/s.exec(s)?.[1] ?? "").trim();

describe("the home hero of a location the operator added (decision 405)", () => {
  it("shows its name, start point and a link to its page, in both languages, as the one heading", () => {
    const pl = html("pl", TORUN.pl);
    expect(pl.match(/<h1/g)).toHaveLength(1);
    expect(h1(pl)).toBe("Rejsy motorówką RIB – Toruń");
    expect(text(pl)).toContain("Start: Bulwar Filadelfijski. Wybierz rejs i zarezerwuj termin.");
    expect(pl).toMatch(/<a[^>]*href="\/rejsy-torun"[^>]*>Zobacz rejsy<\/a>/);
    const en = html("en", TORUN.en);
    expect(h1(en)).toBe("RIB speedboat cruises in Toruń");
    expect(text(en)).toContain(
      "Start: Philadelphia Boulevard. Choose your cruise and book a date.",
    );
    expect(en).toMatch(/<a[^>]*href="\/en\/torun-cruises"[^>]*>See the cruises<\/a>/);
  });

  it("uses its photo place hero.<id> with the default drawing, and the default hero without it", () => {
    // No photo: the default hero's drawing.
    expect(html("pl", TORUN.pl)).toContain("/images/scenes/warszawa-dusk-1600.webp");
    // A photo in hero.torun shows; another location's does not.
    const photos = { "hero.torun": [PHOTO(7)], "hero.zegrze": [PHOTO(8)] };
    const withPhoto = html("pl", TORUN.pl, photos);
    expect(withPhoto).toContain("/media/7-1024.webp");
    expect(withPhoto).not.toContain("/media/8");
    const plain = html("pl", undefined, photos);
    expect(plain).not.toContain("/media/7");
    expect(h1(plain)).toBe("Adrenalina na wodzie: rejsy motorówką RIB");
  });
});
