import type { Lang } from "~/lib/i18n/lang";
import { escapeHtml } from "~/lib/mail/layout";

/**
 * A plain, script-free page around `body` (already escaped HTML): it works without JavaScript
 * and is never cached or indexed. The newsletter's unsubscribe and reactivation pages and the
 * voucher withdrawal page answer with it; `after` is HTML placed under the body (a way back),
 * `headers` adds to the page's own.
 */
export function plainPage(
  lang: Lang,
  title: string,
  body: string,
  status: number,
  { after = "", headers = {} }: { after?: string; headers?: Record<string, string> } = {},
): Response {
  const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${escapeHtml(title)}</title></head>
<body style="margin:0;font-family:system-ui,Arial,sans-serif;background:#f1f5f9;color:#0b1f33">
<main style="max-width:36rem;margin:4rem auto;padding:2rem;background:#fff;border-radius:1rem">
<h1 style="margin-top:0;font-size:1.6rem">${escapeHtml(title)}</h1>
${body}
${after}</main></body></html>`;
  return new Response(html, {
    status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Referrer-Policy": "no-referrer",
      ...headers,
    },
  });
}
