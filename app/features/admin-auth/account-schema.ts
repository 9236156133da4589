/**
 * The account tab's forms, one zod schema each, checked by the route and by the form in the
 * browser before it sends anything (decision 392), with the same messages in both languages.
 * The password's strength beyond its length is the server's policy (password-policy.server.ts).
 */
import { z } from "zod";
import type { Lang } from "~/lib/i18n/lang";
import { perLanguage } from "~/lib/i18n/messages";
import { accountMessages } from "./messages";

// Jitless parsing: zod 4's `new Function` probe would be a CSP violation in the browser.
z.config({ jitless: true });

/** A passkey's name: at most this many characters. */
export const PASSKEY_NAME_MAX = 50;
/** The policy's shortest password (password-policy.server.ts says the same). */
export const MIN_NEW_PASSWORD = 12;

/** A string field: "" when absent or not a string, at most 1000 characters. */
const text = z.unknown().transform((v) => (typeof v === "string" ? v.slice(0, 1000) : ""));
/** A password that must be given (its own message when empty). */
const givenPassword = (lang: Lang) =>
  text.pipe(z.string().min(1, accountMessages[lang].passwordRequired));

/** POST /api/admin/account/password `{currentPassword, newPassword}`. */
export const passwordChangeSchema = perLanguage((lang: Lang) =>
  z.object({
    currentPassword: givenPassword(lang),
    newPassword: text.pipe(
      z.string().min(MIN_NEW_PASSWORD, accountMessages[lang].passwordTooShort),
    ),
  }),
);

/** The password form: the call's fields and the new password typed again. */
export const passwordFormSchema = perLanguage((lang: Lang) =>
  passwordChangeSchema(lang)
    .extend({ repeat: text })
    .refine((v) => v.repeat === v.newPassword, {
      path: ["repeat"],
      message: accountMessages[lang].passwordsDiffer,
    }),
);

/** Two-step sign-in's start and switch-off, and the passkey's confirmation: `{password}`. */
export const passwordOnlySchema = perLanguage((lang: Lang) =>
  z.object({ password: givenPassword(lang) }),
);

/** POST /api/admin/account/two-factor/confirm `{code}`: six digits, spaces ignored. */
export const twoFactorCodeSchema = perLanguage((lang: Lang) =>
  z.object({
    code: text
      .transform((v) => v.replace(/\s+/g, ""))
      .pipe(z.string().regex(/^\d{6}$/, accountMessages[lang].codeRequired)),
  }),
);

/** POST /api/admin/account/passkeys/options `{name, password}`: the name trimmed, spaces folded. */
export const passkeyOptionsSchema = perLanguage((lang: Lang) => {
  const t = accountMessages[lang];
  return z.object({
    name: text
      .transform((v) => v.trim().replace(/\s+/g, " "))
      .pipe(
        z
          .string()
          .min(1, t.passkeyNameRequired)
          .refine((v) => [...v].length <= PASSKEY_NAME_MAX, t.passkeyNameTooLong),
      ),
    password: givenPassword(lang),
  });
});

/** POST /api/admin/invitations `{email, lang}`: the invitee's address, and the e-mail's language. */
export const invitationCreateSchema = perLanguage((lang: Lang) =>
  z.object({
    email: text.pipe(
      z
        .string()
        .trim()
        .max(254, accountMessages[lang].emailInvalid)
        .pipe(z.email(accountMessages[lang].emailInvalid)),
    ),
    lang: z
      .unknown()
      .optional()
      .transform((v): Lang => (v === "en" ? "en" : "pl")),
  }),
);
