import { z } from "zod";
import { adminRoute } from "~/features/admin-auth/admin-route.server";
import { revertAudit } from "~/features/change-history/history.server";
import { fieldLabel } from "~/features/change-history/entry-words";
import { invalidateCruises } from "~/features/cruises/catalogue.server";
import {
  ApiError,
  invalidInput,
  json,
  jsonError,
  parseOptionalBody,
  type ApiErrorBody,
} from "~/lib/api.server";
import { historyMessages } from "~/features/change-history/messages";
import type { Lang } from "~/lib/i18n/lang";
import { perLanguage } from "~/lib/i18n/messages";
import { notFound } from "./shared.server";

const REASONS = {
  pl: {
    not_revertible: "Tej zmiany nie można cofnąć.",
    already_reverted: "Ta zmiana została już cofnięta.",
    gone: "Ten element już nie istnieje.",
    conflict: "Element o tym numerze już istnieje.",
    later_change: (entry: number, fields: string) =>
      `Wpis nr ${entry} zmienił później to samo (${fields}). Najpierw cofnij wpis nr ${entry}.`,
    fields: {
      type: "Podaj listę pól do cofnięcia.",
      none: "Wybierz co najmniej jedno pole.",
      whole_only: "Dodanie i usunięcie można cofnąć tylko w całości.",
      unknown: (fields: string) =>
        `Ten wpis nie zmienił: ${fields}. Wybierz spośród pól, które zmienił.`,
      already_undone: (fields: string) => `Już cofnięte: ${fields}.`,
    },
  },
  en: {
    not_revertible: "This change cannot be undone.",
    already_reverted: "This change has already been undone.",
    gone: "This item no longer exists.",
    conflict: "An item with this number already exists.",
    later_change: (entry: number, fields: string) =>
      `Entry no. ${entry} later changed the same (${fields}). Undo entry no. ${entry} first.`,
    fields: {
      type: "Give a list of the fields to undo.",
      none: "Choose at least one field.",
      whole_only: "An addition or a deletion can only be undone as a whole.",
      unknown: (fields: string) =>
        `This entry did not change: ${fields}. Choose among the fields it changed.`,
      already_undone: (fields: string) => `Already undone: ${fields}.`,
    },
  },
} as const;

/** The body: optional; `fields` names some of the entry's fields (dotted paths) to set back (decision 313). */
const revertBody = perLanguage((lang: Lang) => {
  const m = REASONS[lang].fields;
  return z.object({
    fields: z
      .array(z.string(m.type).trim().min(1, m.type).max(200, m.type), m.type)
      .min(1, m.none)
      .max(200, m.type)
      .optional(),
  });
});

/** The fields in the panel's words ("Cena, Opis"). */
function labels(fields: readonly string[], lang: Lang): string {
  return fields.map((f) => fieldLabel(f, historyMessages[lang])).join(", ");
}

/**
 * POST /api/admin/audit-log/:id/revert `{fields?}`: undoes the fields one change set (recorded),
 * or only `fields` of them (400 with `fieldErrors.fields` for a field it did not change or that
 * is already back); 409 `later_change` with `laterEntry` when a later entry changed one of them.
 */
const route = adminRoute({
  POST: async ({ actor, lang, id, request }) => {
    const entry = id();
    const { fields } = await parseOptionalBody(request, revertBody(lang));
    const outcome = await revertAudit(actor, entry, fields);
    // An undone setting, notice or event shows on the next page load in this process: the
    // feature registered that with its undo (`afterCommit`); an undone cruise or
    // location drops the kept catalogue.
    if (outcome.ok) {
      invalidateCruises();
      return json({ item: outcome.item });
    }
    if (outcome.reason === "not_found") throw notFound(lang);
    if (outcome.reason === "bad_fields") {
      const m = REASONS[lang].fields;
      const message =
        outcome.problem === "whole_only"
          ? m.whole_only
          : m[outcome.problem](labels(outcome.fields, lang));
      throw invalidInput(lang, { fields: message });
    }
    if (outcome.reason === "later_change") {
      // 409 naming the later entry, so the operator knows which one to undo first (decision 260).
      return jsonError(
        409,
        "later_change",
        REASONS[lang].later_change(outcome.laterEntry, labels(outcome.fields, lang)),
        { laterEntry: outcome.laterEntry } as Partial<ApiErrorBody>,
      );
    }
    throw new ApiError(409, outcome.reason, REASONS[lang][outcome.reason]);
  },
});

export const loader = route.loader;
export const action = route.action;
