/**
 * Links of the business's phone and WhatsApp numbers as typed in the settings. Apart from
 * settings.ts on purpose: every page's frame needs these two, and importing them from there put
 * the settings' defaults, paths and parsers (the panel's) in the chunk every page loads; apart
 * from identifiers.ts for the same reason (the panel's NIP, REGON and KRS checks joined that chunk
 * once the panel checked the business facts in the browser).
 */

/** The number as a tel: / wa.me target: "+48500600700" / "48500600700". */
export function phoneDigits(raw: string): string {
  return raw.replace(/[^\d]/g, "");
}

/** tel: link of a number as typed. */
export function telHref(phone: string): string {
  return `tel:+${phoneDigits(phone)}`;
}

/** wa.me link, optionally with a prepared message. */
export function whatsappHref(whatsapp: string, text?: string): string {
  return `https://wa.me/${phoneDigits(whatsapp)}${text ? `?text=${encodeURIComponent(text)}` : ""}`;
}
