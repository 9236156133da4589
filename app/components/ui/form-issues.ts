import type { FormSchema } from "~/lib/schema-issues";

/**
 * The first message per field of a failed schema parse, for the form's error state; focus
 * moves to the first field at fault so that its error is read out.
 */
export function fieldIssues(
  form: HTMLFormElement,
  issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[String(issue.path[0])] ??= issue.message;
  const first = issues[0]?.path[0];
  if (typeof first === "string") (form.elements.namedItem(first) as HTMLElement | null)?.focus();
  return errors;
}

export type { FormSchema };

/**
 * A form's fields checked in the browser by the schema its route checks them with: the parsed
 * data, or null once `setErrors` has a message per field at fault (and focus is on the first).
 * `extra` adds values the form's inputs do not hold (a checkbox's boolean, a chosen id).
 */
export function parseForm<T>(
  form: HTMLFormElement,
  schema: FormSchema<T>,
  setErrors: (errors: Record<string, string>) => void,
  extra: Record<string, unknown> = {},
): T | null {
  const parsed = schema.safeParse({ ...Object.fromEntries(new FormData(form)), ...extra });
  if (parsed.success) return parsed.data;
  setErrors(fieldIssues(form, parsed.error.issues));
  return null;
}
