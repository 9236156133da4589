/**
 * A single-line field as it is stored and shown: every line break, tab and other control
 * character (C0, C1, DEL, U+2028/U+2029), and any run of them with spaces, becomes one space.
 * A name typed over several lines can then not write lines of its own (a fake `Bcc:` line) into
 * an e-mail's body (issue 41, finding 7).
 */
// eslint-disable-next-line no-control-regex -- control characters are what this removes
const BREAKS = /[\s\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

export function singleLine(value: string): string {
  return value.replace(BREAKS, " ").trim();
}
