/**
 * One cell of the panel's CSV exports (subscribers, enquiries, analytics), neutralised against
 * formula injection (OWASP "CSV Injection"; docs/security.md, 2026-11 review second round,
 * finding 5): a cell that starts with = + - @ tab or carriage return gets a leading apostrophe,
 * and so does every part of it that starts so after an embedded line break or a separator
 * ("," or ";", the list separator of Excel with Polish regional settings), spaces between
 * included. A reader that splits the file in the wrong place (a Polish Excel on ";", a parser
 * that ignores quotes) then still finds no cell that starts a formula.
 *
 * Phone numbers follow the same rule: "+48 600 700 800" is written '+48 600 700 800. Excel and
 * LibreOffice show it as text with the apostrophe in front; without it Excel would read a
 * formula (#NULL! with spaces, 48600700800 without) and LibreOffice would turn
 * "+48600700800" into the number 48600700800.
 */
const TRIGGER = /^[=+\-@\t\r]/;
const EMBEDDED = /([\r\n,;][ \u00a0]*)(?=[=+\-@\t\r])/g;

export function neutraliseCsvValue(value: string): string {
  const inner = value.replace(EMBEDDED, "$1'");
  return TRIGGER.test(inner) ? `'${inner}` : inner;
}

/** A CSV cell: neutralised, then quoted when it holds a quote, separator or line break. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  const s = neutraliseCsvValue(value instanceof Date ? value.toISOString() : String(value));
  return /[",;\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}
