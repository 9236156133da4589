import type { Lang } from "~/lib/i18n/lang";
import { weatherMessages } from "./messages";

/**
 * The weather widget's words in the page's language, made by the page's loader: the browser
 * gets one language's strings (no bilingual catalogue, no functions) in the loader data.
 */
export type WeatherTexts = Omit<(typeof weatherMessages)["pl"], "title"> & {
  title: string;
};

/**
 * `place`: the location's name in `lang` (its row's, decision 400); `availability`: the line
 * before the phone link when the page has its own (Gdańsk's, decision 302).
 */
export function weatherTexts(place: string, lang: Lang, availability?: string): WeatherTexts {
  const { title, ...rest } = weatherMessages[lang];
  return {
    ...rest,
    title: title(place),
    availability: availability ?? rest.availability,
  };
}
