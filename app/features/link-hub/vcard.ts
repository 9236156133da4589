/** vCard 3.0 (RFC 2426) contact card, built in the browser for the link hub's download button. */

export interface VCardInput {
  name: string;
  organisation: string;
  /** E.164 phone, e.g. +48500600700. */
  phone: string;
  email: string;
  website: string;
  note: string;
  address?: { street: string; city: string; postalCode: string; country: string };
}

/**
 * Escapes a text value: backslash, comma, semicolon and line breaks (RFC 2426 §5), a lone
 * carriage return included; any other control character is dropped (none may end a line).
 */
export function escapeVCardText(value: string): string {
  return (
    value
      .replace(/\\/g, "\\\\")
      .replace(/,/g, "\\,")
      .replace(/;/g, "\\;")
      .replace(/\r\n|\r|\n|\u2028|\u2029/g, "\\n")
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f-\u009f]/g, "")
  );
}

/**
 * The card's text, CRLF line endings. The mobile number is flagged as a cell/voice line and as
 * WhatsApp-capable twice over: an IMPP URI (read by iOS and most Android contact apps) and the
 * X-WHATSAPP extension some apps use.
 */
export function buildVCard(c: VCardInput): string {
  const e = escapeVCardText;
  const lines = [
    "BEGIN:VCARD",
    "VERSION:3.0",
    `N:;${e(c.name)};;;`,
    `FN:${e(c.name)}`,
    `ORG:${e(c.organisation)}`,
    `TEL;TYPE=CELL,VOICE:${c.phone}`,
    `IMPP;X-SERVICE-TYPE=WhatsApp:whatsapp:${c.phone}`,
    `X-WHATSAPP:${c.phone}`,
    `EMAIL;TYPE=INTERNET:${c.email}`,
    `URL:${c.website}`,
  ];
  if (c.address) {
    const a = c.address;
    lines.push(`ADR;TYPE=WORK:;;${e(a.street)};${e(a.city)};;${e(a.postalCode)};${e(a.country)}`);
  }
  lines.push(`NOTE:${e(c.note)}`, "END:VCARD");
  return lines.join("\r\n") + "\r\n";
}

/** Downloads text as a file through a Blob URL (no server round trip). */
export function downloadText(text: string, filename: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement("a");
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
