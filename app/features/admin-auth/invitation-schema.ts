/** The invitation form's zod schema, checked by its route (and usable in the browser). */
import { z } from "zod";
import type { Lang } from "~/lib/i18n/lang";
import { perLanguage } from "~/lib/i18n/messages";
import { MIN_NEW_PASSWORD } from "./account-schema";
import { accountMessages } from "./messages";

// Jitless parsing: zod 4's `new Function` probe would be a CSP violation in the browser.
z.config({ jitless: true });

/**
 * POST /api/invitations/accept `{token, password}`: both strings (a missing or non-string one is
 * a field error in the caller's language); the password's strength is the account rules' check.
 */
export const invitationAcceptSchema = perLanguage((lang: Lang) => {
  const t = accountMessages[lang];
  return z.object({
    token: z
      .string(t.invitationUnknown)
      .trim()
      .min(1, t.invitationUnknown)
      .max(200, t.invitationUnknown),
    password: z.string(t.passwordRequired).min(1, t.passwordRequired),
  });
});

/**
 * The invitation page's form: the call's fields, the policy's shortest password and the
 * password typed again, checked in the browser before the call (issue 43).
 */
export const invitationFormSchema = perLanguage((lang: Lang) => {
  const t = accountMessages[lang];
  return invitationAcceptSchema(lang)
    .extend({
      password: z
        .string(t.passwordRequired)
        .min(1, t.passwordRequired)
        .min(MIN_NEW_PASSWORD, t.passwordTooShort),
      repeat: z.string(),
    })
    .refine((v) => v.repeat === v.password, { path: ["repeat"], message: t.passwordsDiffer });
});
