import { currentSiteSettings } from "~/lib/site-data/current";
import { telHref } from "~/lib/site-data/contact-links";
import { BRAND } from "~/config/site";
import type { Lang } from "~/lib/i18n/lang";

/** Escapes text for HTML element content and attribute values. Every user-supplied value goes through it. */
export function escapeHtml(value: unknown): string {
  return String(value ?? "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** Brand colours from app.css, inlined (mail clients ignore stylesheets). */
export const MAIL_COLORS = {
  navy: "#0b1f33",
  navyLight: "#12304d",
  river: "#0c656b",
  riverLight: "#ecfbfb",
  signal: "#c75d00",
  text: "#1e293b",
  muted: "#475569",
  border: "#e2e8f0",
} as const;

const FOOTER = {
  pl: {
    contact: "Kontakt",
    rights: "Wszelkie prawa zastrzeżone.",
    court: "Sąd rejestrowy",
    nip: "NIP",
    capital: "kapitał zakładowy",
  },
  en: {
    contact: "Contact",
    rights: "All rights reserved.",
    court: "Registry court",
    nip: "tax ID (NIP)",
    capital: "share capital",
  },
} as const;

/**
 * The company's registration as art. 206 § 1 KSH asks of every e-mail a company sends (issue
 * 45, item 12): the registry court, the KRS number, the NIP and the share capital, each only
 * once the operator has entered it in the settings (an empty detail is left out, never shown
 * blank). "" when none is entered.
 */
export function registrationLine(lang: Lang): string {
  const f = FOOTER[lang];
  const c = currentSiteSettings().company;
  return [
    c.registryCourt ? `${f.court}: ${c.registryCourt}` : "",
    c.krs ? `KRS ${c.krs}` : "",
    c.nip ? `${f.nip} ${c.nip}` : "",
    c.shareCapital ? `${f.capital} ${c.shareCapital}` : "",
  ]
    .filter(Boolean)
    .join(", ");
}

/** A paragraph of escaped text. */
export function p(text: string, style = ""): string {
  return `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:${MAIL_COLORS.text};${style}">${escapeHtml(text)}</p>`;
}

/** A bullet-proof button (table cell with a link), for mail clients without CSS support. */
export function button(href: string, label: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px"><tr><td style="border-radius:999px;background:${MAIL_COLORS.signal}"><a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 24px;font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:999px">${escapeHtml(label)}</a></td></tr></table>`;
}

/** A two-column table of label/value rows (values escaped, newlines kept). */
export function detailsTable(rows: Array<[string, string]>): string {
  const cells = rows
    .map(
      ([label, value]) =>
        `<tr><td style="padding:8px 12px 8px 0;vertical-align:top;font-size:14px;font-weight:bold;color:${MAIL_COLORS.muted};white-space:nowrap;border-bottom:1px solid ${MAIL_COLORS.border}">${escapeHtml(label)}</td><td style="padding:8px 0;vertical-align:top;font-size:15px;color:${MAIL_COLORS.text};border-bottom:1px solid ${MAIL_COLORS.border}">${escapeHtml(value).replace(/\r?\n/g, "<br>")}</td></tr>`,
    )
    .join("");
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%" style="margin:0 0 24px;border-collapse:collapse">${cells}</table>`;
}

/** The text version of detailsTable. */
export function detailsText(rows: Array<[string, string]>): string {
  return rows.map(([label, value]) => `${label}: ${value}`).join("\n");
}

/**
 * The shared HTML frame: a 600px table layout with inline styles, a navy header, a preheader
 * (inbox preview text) and a footer with contact details and, for newsletters, the unsubscribe link.
 */
export function layout(opts: {
  lang: Lang;
  preheader: string;
  heading: string;
  body: string;
  footerExtra?: string;
}): string {
  const f = FOOTER[opts.lang];
  const c = MAIL_COLORS;
  const s = currentSiteSettings();
  const registration = registrationLine(opts.lang);
  return `<!doctype html>
<html lang="${opts.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(opts.heading)}</title>
</head>
<body style="margin:0;padding:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif">
<div style="display:none;max-height:0;overflow:hidden;opacity:0">${escapeHtml(opts.preheader)}</div>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%" style="background:#f1f5f9">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%" style="max-width:600px;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:${c.navy};padding:20px 28px">
<span style="font-size:22px;font-weight:bold;color:#ffffff;letter-spacing:0.5px">${escapeHtml(BRAND)}</span>
</td></tr>
<tr><td style="height:4px;background:${c.river};font-size:0;line-height:0">&nbsp;</td></tr>
<tr><td style="padding:28px">
<h1 style="margin:0 0 20px;font-size:24px;line-height:30px;color:${c.navy}">${escapeHtml(opts.heading)}</h1>
${opts.body}
</td></tr>
<tr><td style="background:${c.riverLight};padding:20px 28px;font-size:13px;line-height:20px;color:${c.muted}">
<strong style="color:${c.navy}">${escapeHtml(BRAND)}</strong> · ${f.contact}: <a href="${escapeHtml(telHref(s.phone))}" style="color:${c.river}">${escapeHtml(s.phone)}</a> · <a href="mailto:${escapeHtml(s.email)}" style="color:${c.river}">${escapeHtml(s.email)}</a><br>
${escapeHtml(s.company.name)}, ${escapeHtml(s.company.street)}, ${escapeHtml(s.company.postalCode)} ${escapeHtml(s.company.city)}${registration ? `<br>\n${escapeHtml(registration)}` : ""}
${opts.footerExtra ? `<br><br>${opts.footerExtra}` : ""}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

/** The shared text frame. */
export function textLayout(opts: {
  lang: Lang;
  heading: string;
  body: string;
  footerExtra?: string;
}): string {
  const f = FOOTER[opts.lang];
  const s = currentSiteSettings();
  return [
    opts.heading,
    "",
    opts.body.trim(),
    "",
    "--",
    `${BRAND} · ${f.contact}: ${s.phone} · ${s.email}`,
    `${s.company.name}, ${s.company.street}, ${s.company.postalCode} ${s.company.city}`,
    ...(registrationLine(opts.lang) ? [registrationLine(opts.lang)] : []),
    opts.footerExtra ? `\n${opts.footerExtra}` : "",
  ]
    .join("\n")
    .trim();
}

export function formatEventDate(date: string, lang: Lang): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return date;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return new Intl.DateTimeFormat(lang === "pl" ? "pl-PL" : "en-GB", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(d);
}
