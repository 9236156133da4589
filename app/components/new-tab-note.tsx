import { defineMessages } from "~/lib/i18n/messages";
import { useMessages } from "~/lib/i18n/use-lang";

/** The one wording of the new-tab note, for every link that opens in a new tab. */
export const newTabMessages = defineMessages(
  { note: "(otwiera się w nowej karcie)" },
  { note: "(opens in a new tab)" },
);

/** "(opens in a new tab)" in the page's language, for an accessible name (aria-label). */
export function useNewTabNote(): string {
  return useMessages(newTabMessages).note;
}

/** The new-tab note for screen readers, placed inside a link. */
export function NewTabNote() {
  return <span className="sr-only"> {useNewTabNote()}</span>;
}
