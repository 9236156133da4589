/** Matches Accept-Encoding when it lists `coding` without q=0. */
const accepting = (coding: string) =>
  new RegExp(`(^|,)\\s*${coding}\\s*(;\\s*q=(?!0(\\.0*)?\\s*(,|$))[\\d.]+)?\\s*(,|$)`);

/** The codings we send, each with its pattern (built once). */
const ACCEPTS = { br: accepting("br"), gzip: accepting("gzip") } as const;

export type ContentEncoding = keyof typeof ACCEPTS;

/** br when the client takes it and it is on offer, then gzip; null for the plain body. */
export function preferredEncoding(
  header: string | string[] | undefined,
  offered: Partial<Record<ContentEncoding, unknown>> = { br: true, gzip: true },
): ContentEncoding | null {
  if (!header) return null;
  const value = Array.isArray(header) ? header.join(",") : header;
  if (offered.br && ACCEPTS.br.test(value)) return "br";
  if (offered.gzip && ACCEPTS.gzip.test(value)) return "gzip";
  return null;
}
