/** The sign-in form's zod schema (in the browser). Messages follow the language. */
import { z } from "zod";
import type { Lang } from "~/lib/i18n/lang";
import { perLanguage } from "~/lib/i18n/messages";

// zod 4 probes `new Function` to compile fast parsers; under our CSP (no 'unsafe-eval') that probe
// is a reported violation. Jitless parsing avoids it (and is plenty fast for forms).
z.config({ jitless: true });

const MESSAGES = {
  pl: {
    email: "Nieprawidłowy adres email",
    password: "Hasło musi mieć minimum 6 znaków",
  },
  en: {
    email: "Invalid email address",
    password: "Password must be at least 6 characters",
  },
} as const;

export const loginSchema = perLanguage((lang: Lang) => {
  const m = MESSAGES[lang];
  return z.object({
    email: z.string().trim().pipe(z.email(m.email)),
    password: z.string().min(6, m.password),
  });
});
