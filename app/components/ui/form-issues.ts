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
