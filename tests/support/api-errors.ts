/**
 * What a service call or a schema refused, for the admin route tests: the ApiError a promise
 * rejected with, the field errors of a 400, a schema's field errors for a value.
 */
import { ApiError } from "~/lib/api.server";
import { issuesByField, type SchemaIssue } from "~/lib/schema-issues";

/** The ApiError `p` rejects with; anything else it throws is thrown again, a success fails. */
export async function apiErrorOf(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof ApiError) return e;
    throw e;
  }
  throw new Error("expected an ApiError");
}

/** The `fieldErrors` of the 400 `p` rejects with; another status or error is thrown again. */
export async function badRequestFields(
  p: Promise<unknown>,
): Promise<Record<string, string> | undefined> {
  const e = await apiErrorOf(p);
  if (e.status !== 400) throw e;
  return e.extra.fieldErrors as Record<string, string> | undefined;
}

/** A schema's field errors for `v` (`{}` when it parses). */
export function schemaFieldErrors(
  schema: { safeParse(v: unknown): { success: boolean; error?: { issues: SchemaIssue[] } } },
  v: unknown,
) {
  const r = schema.safeParse(v);
  return r.success ? {} : issuesByField(r.error!.issues);
}
