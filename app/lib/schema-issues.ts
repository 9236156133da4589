import type { Lang } from "~/lib/i18n/lang";

/**
 * How a failed schema check becomes messages, the same in the browser and on the server: the
 * panel's forms check their body with their route's schema before any request (issue 43), and
 * the route answers a 400 with the same messages keyed the same way. No zod import, so a form
 * that never checks anything does not load zod for it.
 */

const INVALID_VALUE: Record<Lang, string> = {
  pl: "Nieprawidłowa wartość.",
  en: "Invalid value.",
};

/** One problem a schema found: where (a path into the value) and what, in words. */
export interface SchemaIssue {
  path: readonly PropertyKey[];
  message: string;
}

/**
 * Options for `safeParse` that put the caller's language on every issue a schema left without a
 * message of its own (a missing, wrong-typed or extra field), so no answer carries zod's English
 * ("Invalid input: expected string, received undefined") to a Polish reader (issue 41).
 */
export function parseIn(lang: Lang): { error: () => string } {
  return { error: () => INVALID_VALUE[lang] };
}

/** What a check needs of a schema (a zod schema has it), so this module needs no zod. */
export interface FormSchema<T> {
  safeParse(
    value: unknown,
    params?: { error?: () => string },
  ): { success: true; data: T } | { success: false; error: { issues: ReadonlyArray<SchemaIssue> } };
}

/**
 * `body` checked by `schema` in `lang`'s words: its parsed data, or the first message per field
 * (`issuesByField`). The one check behind the API's 400 and every form's check in the browser.
 */
export function checkBody<T>(
  schema: FormSchema<T>,
  body: unknown,
  lang: Lang,
): { ok: true; data: T } | { ok: false; errors: Record<string, string> } {
  const parsed = schema.safeParse(body, parseIn(lang));
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, errors: issuesByField(parsed.error.issues) };
}

/** The first message per field, keyed by its dotted path ("links.0.url"); "_" for the value itself. */
export function issuesByField(issues: ReadonlyArray<SchemaIssue>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) out[issue.path.map(String).join(".") || "_"] ??= issue.message;
  return out;
}
