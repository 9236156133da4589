import { GDANSK_COPY_PAGE, gdanskContent } from "~/content/gdansk";
import { pickWording, type OneWording } from "~/lib/copy/open-wording";
import { withCopy } from "~/lib/copy/overrides.server";
import type { Lang } from "~/lib/i18n/lang";
import { fillFactsDeep } from "~/lib/copy/facts";
import { getCatalogue, locationWithLayout } from "./catalogue.server";
import { locationFactsOf } from "./facts";

/** The texts about Gdańsk outside the page catalogues, in one wording (app/content/gdansk.ts). */
export type GdanskCopy = OneWording<(typeof gdanskContent)["pl"]>;

/**
 * The texts about Gdańsk that belong to no page's catalogue, in `lang`, with the operator's
 * edits (page `GDANSK_COPY_PAGE`) and in the wording for Gdańsk's status now (decision 302): for the
 * root loader (the Gdańsk page's title, description and heading, the footer, the share image's
 * description) and the contact and Gdańsk pages. Both reads are kept in memory; a status change
 * or an edit in the panel drops them and clears the HTML cache (an admin write).
 */
export async function gdanskCopy(lang: Lang): Promise<GdanskCopy> {
  const [catalogue, copy] = await Promise.all([
    getCatalogue(),
    withCopy(GDANSK_COPY_PAGE, gdanskContent[lang], lang),
  ]);
  // The location whose page shows the coming-soon sections; its start point from the catalogue (decision 410).
  const location = locationWithLayout(catalogue, "coming-soon");
  const wording = pickWording(copy, location?.status === "open");
  return location ? fillFactsDeep(wording, locationFactsOf(catalogue, location.id, lang)) : wording;
}
