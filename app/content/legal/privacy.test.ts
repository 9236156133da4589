/**
 * The privacy policy names every value a re-subscription keeps while it waits for the link
 * (decision 280, decision 436: the WhatsApp group answer and the SMS and phone tick wait too).
 */
import { describe, expect, it } from "vitest";
import { privacyEn } from "./privacy.en";
import { privacyPl } from "./privacy.pl";

function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

describe("the privacy policy's item on a waiting re-subscription", () => {
  it.each([
    [
      privacyPl,
      "zgłoszenie ponownego zapisu",
      ["imię", "telefon", "lokalizacja strony", "grupy WhatsApp", "SMS-y i telefony"],
    ],
    [
      privacyEn,
      "a new sign-up to the newsletter",
      [
        "name",
        "phone",
        "the location of the page",
        "WhatsApp group",
        "text messages and phone calls",
      ],
    ],
  ] as const)("names every waiting value (%#)", (doc, start, values) => {
    const item = strings(doc).find((s) => s.startsWith(start));
    expect(item).toBeDefined();
    for (const v of values) expect(item).toContain(v);
  });
});
