import { data, redirect } from "react-router";
import {
  checkSession,
  cookieHeaders,
  safeAdminRedirect,
} from "~/features/admin-auth/require-admin.server";
import { PasskeySignIn } from "~/features/admin-auth/components/passkey-sign-in";
import { TwoFactorStep } from "~/features/admin-auth/components/two-factor-step";
import { LanguageSwitch } from "~/features/admin/components/language-switch";
import { LoginForm } from "~/features/admin-auth/components/login-form";
import { adminMessages } from "~/features/admin/messages";
import { useMessages } from "~/lib/i18n/use-lang";
import { adminPageHeaders, adminPageMeta } from "~/lib/seo/admin-pages";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = ({ matches }) =>
  adminPageMeta(matches, (lang) => adminMessages[lang].loginTitle);

/** Administrator pages are per-user: never cached by the browser or a shared cache. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) =>
  adminPageHeaders(loaderHeaders);

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = safeAdminRedirect(url.searchParams.get("redirectTo"));
  const check = await checkSession(request);
  const headers = cookieHeaders(check);
  headers.set("Cache-Control", "no-store");
  // An administrator who is already signed in goes straight to the panel.
  if (check.user && check.isAdmin) throw redirect(redirectTo, { headers });
  return data({ redirectTo }, { headers });
}

export default function AdminLogin({ loaderData }: Route.ComponentProps) {
  const t = useMessages(adminMessages);
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-slate-100 px-4 py-10">
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-lg sm:p-8">
        <h1 className="text-center text-2xl font-bold text-navy-900 sm:text-3xl">{t.title}</h1>
        <p className="mt-2 text-center text-slate-700">{t.loginIntro}</p>
        <LoginForm
          redirectTo={loaderData.redirectTo}
          secondStep={(finish, startOver) => (
            <TwoFactorStep onSignedIn={finish} onStartOver={startOver} />
          )}
          alternative={<PasskeySignIn redirectTo={loaderData.redirectTo} />}
        />
        <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
          <a href="/" className="link">
            {t.backToSite}
          </a>
          <LanguageSwitch tone="dark" />
        </div>
      </div>
    </main>
  );
}
