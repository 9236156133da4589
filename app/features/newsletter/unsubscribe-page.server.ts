import type { Lang } from "~/lib/i18n/lang";
import { escapeHtml } from "~/lib/mail/layout";

const COPY = {
  pl: {
    title: "Nieprawidłowy link wypisania",
    text: "Ten link do wypisania z newslettera jest nieprawidłowy lub niepełny. Skopiuj cały link z e-maila albo napisz do nas, a wypiszemy Cię ręcznie.",
    home: "Wróć na stronę główną",
  },
  en: {
    title: "Invalid unsubscribe link",
    text: "This newsletter unsubscribe link is invalid or incomplete. Copy the whole link from the email, or write to us and we'll unsubscribe you by hand.",
    home: "Back to the home page",
  },
} as const;

/** A plain, script-free page for a tampered or unknown unsubscribe link (answered with 400). */
export function invalidUnsubscribePage(lang: Lang, contactEmail: string): Response {
  const c = COPY[lang];
  const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(c.title)}</title></head>
<body style="margin:0;font-family:system-ui,Arial,sans-serif;background:#f1f5f9;color:#0b1f33">
<main style="max-width:36rem;margin:4rem auto;padding:2rem;background:#fff;border-radius:1rem">
<h1 style="margin-top:0;font-size:1.6rem">${escapeHtml(c.title)}</h1>
<p style="line-height:1.6">${escapeHtml(c.text)}</p>
<p><a href="mailto:${escapeHtml(contactEmail)}" style="color:#0c656b">${escapeHtml(contactEmail)}</a></p>
<p><a href="/" style="color:#0c656b;font-weight:600">${escapeHtml(c.home)}</a></p>
</main></body></html>`;
  return new Response(html, { status: 400, headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" } });
}
