import type { Lang } from "~/lib/i18n/lang";
import { weatherMessages } from "./messages";
import type { WeatherLocation } from "./types";

/**
 * The weather widget's words in the page's language, made by the page's loader: the browser
 * gets one language's strings (no bilingual catalogue, no functions) in the loader data.
 */
export type WeatherTexts = Omit<(typeof weatherMessages)["pl"], "title" | "places"> & {
  title: string;
};

/** `availability`: the line before the phone link when the page has its own (Gdańsk's, decision 302). */
export function weatherTexts(
  location: WeatherLocation,
  lang: Lang,
  availability?: string,
): WeatherTexts {
  const { title, places, ...rest } = weatherMessages[lang];
  return {
    ...rest,
    title: title(places[location]),
    availability: availability ?? rest.availability,
  };
}
