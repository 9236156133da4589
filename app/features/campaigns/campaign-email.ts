import MarkdownIt from "markdown-it";
import { getEnv } from "~/lib/env.server";
import type { Lang } from "~/lib/i18n/lang";
import { escapeHtml, layout, MAIL_COLORS, textLayout, type RenderedEmail } from "~/lib/mail/layout";
import { isOwnMediaPath } from "./schema";

/**
 * Campaign bodies are Markdown written by an administrator. Raw HTML is not passed through
 * (html: false escapes it as text) and markdown-it's validateLink drops javascript:, vbscript:,
 * file: and non-image data: URLs, so such links render as plain text.
 */
const md = new MarkdownIt({
  html: false,
  linkify: true,
  typographer: false,
  breaks: true,
});

const defaultLinkOpen =
  md.renderer.rules.link_open ??
  ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  tokens[idx]!.attrSet("style", `color:${MAIL_COLORS.river}`);
  return defaultLinkOpen(tokens, idx, options, env, self);
};
md.renderer.rules.paragraph_open = (tokens, idx) =>
  tokens[idx]!.hidden
    ? ""
    : `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:${MAIL_COLORS.text}">`;

/**
 * Images: only our own /media/ files, addressed on PUBLIC_SITE_URL. Any other image (another
 * server's, which would learn who opened the e-mail and when) is written as its alt text: the
 * editor refuses such images (schema.ts), and a draft saved before that rule sends none.
 */
md.renderer.rules.image = (tokens, idx) => {
  const token = tokens[idx]!;
  const src = String(token.attrGet("src") ?? "");
  const alt = token.children?.map((c) => c.content).join("") ?? token.content;
  if (!isOwnMediaPath(src)) return escapeHtml(alt);
  return `<img src="${escapeHtml(getEnv().PUBLIC_SITE_URL + src)}" alt="${escapeHtml(alt)}" style="max-width:100%;height:auto">`;
};

/** Markdown to e-mail-safe HTML. */
export function markdownToHtml(source: string): string {
  return md.render(source);
}

/** Markdown to readable plain text: markup dropped, each link written as "label (address)". */
export function markdownToText(source: string): string {
  const tokens = md.parse(source, {});
  const out: string[] = [];
  for (const block of tokens) {
    if (block.type === "inline") {
      let line = "";
      let href: string | null = null;
      let label = "";
      for (const t of block.children ?? []) {
        if (t.type === "link_open") {
          const attr = t.attrGet("href");
          href = attr === null ? null : String(attr);
          label = "";
        } else if (t.type === "link_close") {
          line += href && href !== label ? `${label} (${href})` : label;
          href = null;
        } else {
          const piece = t.type === "softbreak" || t.type === "hardbreak" ? "\n" : t.content;
          if (href !== null) label += piece;
          else line += piece;
        }
      }
      out.push(line);
    } else if (block.type === "list_item_open") {
      out.push("- ");
    } else if (block.type === "paragraph_close" || block.type === "heading_close") {
      out.push(block.hidden ? "\n" : "\n\n");
    } else if (block.type === "fence" || block.type === "code_block") {
      out.push(`${block.content}\n`);
    }
  }
  return out
    .join("")
    .replace(/- \n*/g, "- ")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

const COPY = {
  pl: {
    unsubscribe: "Nie chcesz więcej otrzymywać tych wiadomości?",
    unsubscribeLink: "Wypisz się z newslettera",
  },
  en: {
    unsubscribe: "Don't want these e-mails any more?",
    unsubscribeLink: "Unsubscribe from the newsletter",
  },
} as const;

/** One campaign e-mail in the welcome e-mail's layout, with the unsubscribe link in the footer. */
export function renderCampaignEmail(opts: {
  lang: Lang;
  subject: string;
  body: string;
  unsubscribeUrl: string;
}): RenderedEmail {
  const c = COPY[opts.lang];
  const text = markdownToText(opts.body);
  const firstLine = text.split("\n").find((l) => l.trim()) ?? "";
  const html = layout({
    lang: opts.lang,
    preheader: firstLine.slice(0, 140),
    heading: opts.subject,
    body: markdownToHtml(opts.body),
    footerExtra: `${escapeHtml(c.unsubscribe)} <a href="${escapeHtml(opts.unsubscribeUrl)}" style="color:${MAIL_COLORS.river}">${escapeHtml(c.unsubscribeLink)}</a>`,
  });
  return {
    subject: opts.subject,
    html,
    text: textLayout({
      lang: opts.lang,
      heading: opts.subject,
      body: text,
      footerExtra: `${c.unsubscribe} ${c.unsubscribeLink}: ${opts.unsubscribeUrl}`,
    }),
  };
}
