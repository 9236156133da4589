import { singleLine } from "~/lib/single-line";
import { z } from "zod";
import type { Lang } from "~/lib/i18n/lang";
import { defineMessages, perLanguage } from "~/lib/i18n/messages";
import { DEFAULT_NEWSLETTER_REGION, NEWSLETTER_REGIONS } from "./regions";

/** docs/product.md §5 validation messages, per language (the consent text itself is in messages.ts). */
export const newsletterErrors = defineMessages(
  {
    name: "Imię musi mieć co najmniej 2 znaki",
    nameMax: "Imię może mieć najwyżej 100 znaków",
    email: "Nieprawidłowy adres e-mail",
    phone: "Podaj prawidłowy numer telefonu",
    consent: "Musisz wyrazić zgodę na przetwarzanie danych",
  },
  {
    name: "Name must be at least 2 characters",
    nameMax: "Name can be at most 100 characters",
    email: "Invalid email address",
    phone: "Please provide a valid phone number",
    consent: "You must consent to data processing",
  },
);

/** One schema for the newsletter dialog, the promotional page's form and the subscribe API. */
export const newsletterSchema = perLanguage((lang: Lang) => {
  const m = newsletterErrors[lang];
  return z.object({
    name: z
      .string({ error: m.name })
      .overwrite(singleLine)
      .min(2, { error: m.name })
      .max(100, { error: m.nameMax }),
    email: z
      .string({ error: m.email })
      .trim()
      .max(255, { error: m.email })
      .pipe(z.email({ error: m.email })),
    phone: z
      .string({ error: m.phone })
      .trim()
      .max(20, { error: m.phone })
      .refine((v) => v === "" || /^[+\d][\d\s()-]{6,}$/.test(v), { error: m.phone })
      .optional()
      .transform((v) => (v ? v : undefined)),
    whatsappGroup: z.boolean().optional().default(false),
    consent: z.literal(true, { error: m.consent }),
    // Optional, apart from the e-mail consent (issue 45, item 15): SMS and phone calls.
    phoneConsent: z.boolean().optional().default(false),
    region: z.enum(NEWSLETTER_REGIONS).optional().default(DEFAULT_NEWSLETTER_REGION),
  });
});

/** The schema's output; the SMS and phone consent may be left out (callers from before it). */
export type NewsletterInput = Omit<z.infer<ReturnType<typeof newsletterSchema>>, "phoneConsent"> & {
  phoneConsent?: boolean;
};
