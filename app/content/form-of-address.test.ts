/**
 * Issue 34, item 19: one form of address per page. Home, the site frame (menu, footer) and the
 * event and cruise pages speak to the visitor as "Ty"; a plural "Wy" form (Was, Wasz…, napiszcie,
 * możecie…) on them would mix the two. The cruise pages' copy (the catalogue's defaults) too, and
 * the texts about Gdańsk outside the catalogues, in both wordings (decision 302).
 */
import { describe, expect, it } from "vitest";
import { frameMessages } from "~/components/site/frame-messages";
import { cruiseMessages } from "~/features/cruises/messages";
import { homeMessages } from "~/features/home/messages";
import { eventsContent } from "./events";
import { gdanskContent } from "./gdansk";
import { faqContent } from "./faq";
import { privacyPl } from "./legal/privacy.pl";
import { termsPl } from "./legal/terms.pl";
import { newsletterMessages } from "~/features/newsletter/messages";
import { voucherMessages } from "~/features/vouchers/messages";
import { emailTexts } from "./emails";

function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (typeof value === "function") return [];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

/** One test a catalogue: none of its strings has a word that `pattern` finds (its group 2). */
function noneMatch(catalogues: ReadonlyArray<readonly [string, unknown]>, pattern: RegExp) {
  for (const [name, catalogue] of catalogues)
    it(name, () => {
      const found = strings(catalogue)
        .map((s) => s.match(pattern)?.[2])
        .filter(Boolean);
      expect(found).toEqual([]);
    });
}

/**
 * Plural "Wy": its pronouns, its imperatives (napiszcie, zadzwońcie, przyjdźcie, kliknijcie,
 * podajcie, zarezerwujcie, wybierzcie…) and present tense (możecie, macie, jesteście).
 */
const WY =
  /(^|[^\p{L}])(Was|Wam|Wami|Wasz\p{L}*|jesteście|Gotowi|\p{L}+(ijcie|ajcie|ujcie|ejcie|ńcie|dźcie|rzcie|szcie|żcie|ecie|acie))(?![\p{L}])/iu;

describe("one form of address (Ty) on home, the frame, the event and the cruise pages", () => {
  noneMatch(
    [
      ["home", homeMessages.pl],
      ["frame", frameMessages.pl],
      ["events", eventsContent.pl],
      ["cruises", cruiseMessages.pl],
      ["gdansk", gdanskContent.pl],
    ],
    WY,
  );
});

/**
 * Issue 45 (native reading): a Polish text that speaks to the visitor never guesses their gender
 * with a masculine form ("przyszedłeś", "podałeś", "sam oceń", "sam wybierzesz") unless it gives both forms
 * ("wysłałeś(-aś)"): the legal texts and the voucher and newsletter copy say it without one.
 */
const GUESSED_GENDER =
  /(^|[^\p{L}])(\p{L}+łeś(?!\(-aś\))|sam \p{L}+(?:esz|isz|ysz|ń|j|ź|ć)|podarował\(a\))(?![\p{L}])/iu;

describe("no guessed gender in the Polish legal texts, voucher and newsletter copy and e-mails", () => {
  noneMatch(
    [
      ["privacy", privacyPl],
      ["terms", termsPl],
      ["faq", faqContent.pl],
      ["vouchers", voucherMessages.pl],
      ["newsletter", newsletterMessages.pl],
      ["e-mails", emailTexts.pl],
    ],
    GUESSED_GENDER,
  );
});
