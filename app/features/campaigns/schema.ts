/**
 * zod schemas of the campaign editor, shared by the panel and /api/admin/campaigns.
 * The region is checked against the newsletter's regions by the route that composes both.
 */
import { z } from "zod";
import type { Lang } from "~/lib/i18n/lang";
import { perLanguage } from "~/lib/i18n/messages";
import { campaignMessages } from "./messages";

z.config({ jitless: true });

export const SUBJECT_MAX = 200;
/**
 * Characters per body: about 800 words, a long newsletter. Two bodies of Polish text this long
 * still fit the 16 KB every API request is held to (docs/architecture.md §4); a body of rarer
 * characters that does not fit is answered 413 with a message, never cut.
 */
export const BODY_MAX = 5_000;

const emptyToNull = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : (v ?? null));

/** An optional field: absent or blank is null, anything else is checked by `text`. */
const orNull = (text: z.ZodString) =>
  z
    .preprocess(emptyToNull, text.nullable())
    .optional()
    .transform((v) => v ?? null);

/**
 * Images a campaign may show: only our own /media/ files (docs/security.md, 2026-11 review,
 * second round, finding 7). Any other image, a reference-style one included, is refused with a
 * message; the renderer drops whatever slips past (campaign-email.ts).
 */
export function hasForeignImage(body: string | null | undefined): boolean {
  if (!body) return false;
  if (/!\[[^\]]*\]\s*\[/.test(body)) return true;
  for (const m of body.matchAll(/!\[[^\]]*\]\(\s*<?([^)\s>]*)/g)) {
    if (!isOwnMediaPath(m[1] ?? "")) return true;
  }
  return false;
}

/** A path to one of our /media/ files: no scheme, no host, no way out of /media/. */
export function isOwnMediaPath(src: string): boolean {
  return /^\/media\/[\w./-]+$/.test(src) && !src.includes("..") && !src.includes("//");
}

export const campaignSchema = perLanguage((lang: Lang) => {
  const m = campaignMessages[lang];
  const required = (max: number) =>
    z.string(m.required).trim().min(1, m.required).max(max, m.tooLong);
  const optional = (max: number) => orNull(z.string(m.required).trim().max(max, m.tooLong));
  return z
    .object({
      subject_pl: required(SUBJECT_MAX),
      body_pl: required(BODY_MAX),
      subject_en: optional(SUBJECT_MAX),
      body_en: optional(BODY_MAX),
      region: orNull(z.string(m.region).max(20, m.region)),
    })
    .superRefine((v, ctx) => {
      // English is all or nothing: a subject without a body (or the reverse) would send half a message.
      if (v.subject_en && !v.body_en)
        ctx.addIssue({
          code: "custom",
          path: ["body_en"],
          message: m.englishPair,
        });
      if (v.body_en && !v.subject_en)
        ctx.addIssue({
          code: "custom",
          path: ["subject_en"],
          message: m.englishPair,
        });
      for (const field of ["body_pl", "body_en"] as const)
        if (hasForeignImage(v[field]))
          ctx.addIssue({
            code: "custom",
            path: [field],
            message: m.remoteImage,
          });
    });
});
export type CampaignInput = z.output<ReturnType<typeof campaignSchema>>;

export const previewSchema = perLanguage((lang: Lang) => {
  const m = campaignMessages[lang];
  return z.object({
    lang: z.enum(["pl", "en"], m.required),
    subject: z.string(m.required).max(SUBJECT_MAX, m.tooLong),
    body: z.string(m.required).max(BODY_MAX, m.tooLong),
  });
});

export const sendSchema = perLanguage((lang: Lang) => {
  const m = campaignMessages[lang];
  return z.object({
    scheduledAt: orNull(z.string(m.scheduledAt).max(40, m.scheduledAt)),
  });
});
