import { z } from "zod";
import type { Lang } from "~/lib/i18n/lang";
import { defineMessages, perLanguage } from "~/lib/i18n/messages";

/** The panel's bodies and queries (docs/architecture.md §4, "gift vouchers, panel"). */
export const adminVoucherErrors = defineMessages(
  {
    amount: "Podaj kwotę większą od zera, najwyżej z groszami (np. 120,50)",
    expiresAt: "Podaj datę późniejszą niż dziś",
    reason: "Podaj powód (do 300 znaków)",
    note: "Notatka może mieć najwyżej 300 znaków",
    method: "Wybierz sposób zwrotu: przez Stripe albo poza Stripe",
    kind: "Wybierz rodzaj bonu",
    count: "Liczba bonów: od 1 do 500",
    valueAmount: "Kwota bonu: od 1 do 10 000 PLN",
    cruise: "Wybierz rejs",
    date: "Podaj datę w formacie RRRR-MM-DD",
    codes: "Podaj od 1 do 500 kodów bonów rozdzielonych przecinkami",
  },
  {
    amount: "Enter an amount above zero, with at most 2 decimals (e.g. 120.50)",
    expiresAt: "Enter a date later than today",
    reason: "Enter a reason (up to 300 characters)",
    note: "The note can be at most 300 characters",
    method: "Choose how to refund: through Stripe or outside Stripe",
    kind: "Choose the kind of voucher",
    count: "Number of vouchers: 1 to 500",
    valueAmount: "Voucher amount: 1 PLN to 10,000 PLN",
    cruise: "Choose a cruise",
    date: "Enter a date as YYYY-MM-DD",
    codes: "Give 1 to 500 voucher codes separated by commas",
  },
);

const money = (msg: string) =>
  z
    .number({ error: msg })
    .positive({ error: msg })
    .max(1_000_000, { error: msg })
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, { error: msg });

const note = (m: { note: string }) =>
  z.string({ error: m.note }).trim().max(300, { error: m.note }).nullish();

export const redeemSchema = perLanguage((lang: Lang) => {
  const m = adminVoucherErrors[lang];
  return z.object({ amount: money(m.amount).optional(), note: note(m) });
});

export const extendSchema = perLanguage((lang: Lang) => {
  const m = adminVoucherErrors[lang];
  return z.object({
    expiresAt: z
      .string({ error: m.expiresAt })
      .refine((s) => !Number.isNaN(Date.parse(s)), { error: m.expiresAt, abort: true })
      .transform((s) => (/^\d{4}-\d{2}-\d{2}$/.test(s) ? `${s}T23:59:59+01:00` : s))
      .transform((s) => new Date(s))
      .refine((d) => d.getTime() > Date.now(), { error: m.expiresAt }),
  });
});

export const voidSchema = perLanguage((lang: Lang) => {
  const m = adminVoucherErrors[lang];
  return z.object({
    reason: z
      .string({ error: m.reason })
      .trim()
      .min(1, { error: m.reason })
      .max(300, { error: m.reason }),
  });
});

export const refundSchema = perLanguage((lang: Lang) => {
  const m = adminVoucherErrors[lang];
  return z.object({
    amount: money(m.amount).optional(),
    reason: z
      .string({ error: m.reason })
      .trim()
      .min(1, { error: m.reason })
      .max(300, { error: m.reason }),
    method: z.enum(["stripe", "outside"], { error: m.method }),
  });
});

export const issueSchema = perLanguage((lang: Lang) => {
  const m = adminVoucherErrors[lang];
  return z
    .object({
      kind: z.enum(["value", "cruise"], { error: m.kind }),
      amount: money(m.valueAmount).max(10_000, { error: m.valueAmount }).optional(),
      cruise: z
        .string({ error: m.cruise })
        .regex(/^[a-z0-9_-]{1,64}$/, { error: m.cruise })
        .optional(),
      people: z.number().int().min(1).max(100).optional(),
      count: z
        .number({ error: m.count })
        .int({ error: m.count })
        .min(1, { error: m.count })
        .max(500, { error: m.count }),
      recipientName: z.string().trim().max(100).nullish(),
      note: z
        .string({ error: m.reason })
        .trim()
        .min(1, { error: m.reason })
        .max(300, { error: m.reason }),
    })
    .superRefine((v, ctx) => {
      if (v.kind === "value" && v.amount === undefined)
        ctx.addIssue({ code: "custom", path: ["amount"], message: m.valueAmount });
      if (v.kind === "cruise" && !v.cruise)
        ctx.addIssue({ code: "custom", path: ["cruise"], message: m.cruise });
    });
});

export const listQuerySchema = perLanguage((lang: Lang) => {
  void lang;
  return z.object({
    q: z.string().max(200).optional(),
    status: z.enum(["active", "used", "expired", "void"]).optional().catch(undefined),
    page: z.coerce.number().int().min(1).max(100_000).optional().catch(undefined),
  });
});

export const reportQuerySchema = perLanguage((lang: Lang) => {
  const m = adminVoucherErrors[lang];
  const day = z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: m.date })
    .optional();
  return z.object({ from: day, to: day });
});

/** GET /api/admin/vouchers.pdf?codes=A,B,… : 1..500 codes, separated by commas (decision 433). */
export const batchPdfQuerySchema = perLanguage((lang: Lang) => {
  const m = adminVoucherErrors[lang];
  return z.object({
    codes: z
      .string({ error: m.codes })
      .max(500 * 20, { error: m.codes })
      .transform((s) =>
        s
          .split(",")
          .map((c) => c.trim())
          .filter(Boolean),
      )
      .refine((list) => list.length >= 1 && list.length <= 500, { error: m.codes }),
  });
});
