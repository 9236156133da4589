import { data } from "react-router";
import { InvitationForm } from "~/features/admin-auth/components/invitation-form";
import { inspectInvitation } from "~/features/admin-auth/invitations.server";
import { accountMessages } from "~/features/admin-auth/messages";
import { LanguageSwitch } from "~/features/admin/components/language-switch";
import { useMessages } from "~/lib/i18n/use-lang";
import { adminPageHeaders, adminPageMeta } from "~/lib/seo/admin-pages";
import type { Route } from "./+types/invitation";

export const meta: Route.MetaFunction = ({ matches }) =>
  adminPageMeta(matches, (lang) => accountMessages[lang].invitePageTitle);

/** Per-visitor and holding a credential in the address: never cached, never sent on as a referrer. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) =>
  adminPageHeaders(loaderHeaders, { "Referrer-Policy": "no-referrer" });

/** /admin/zaproszenie?token=…: the invitee sets a password, or learns why the link no longer works (decision 190). */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const { state, email } = await inspectInvitation(token);
  return data(
    { state, email: state === "valid" ? (email ?? "") : "", token: state === "valid" ? token : "" },
    {
      headers: { "Cache-Control": "no-store" },
      status: state === "valid" ? 200 : state === "unknown" ? 404 : 410,
    },
  );
}

export default function InvitationPage({ loaderData }: Route.ComponentProps) {
  const t = useMessages(accountMessages);
  const problem = {
    valid: null,
    expired: t.invitationExpired,
    used: t.invitationUsed,
    revoked: t.invitationRevoked,
    sender_removed: t.invitationSenderRemoved,
    unknown: t.invitationUnknown,
  }[loaderData.state];
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-slate-100 px-4 py-10">
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-lg sm:p-8">
        <h1 className="text-center text-2xl font-bold text-navy-900 sm:text-3xl">
          {t.invitePageTitle}
        </h1>
        {problem ? (
          <div className="mt-6 space-y-4">
            <p role="alert" className="font-semibold text-red-700" data-testid="invitation-problem">
              {problem}
            </p>
            <a href="/admin/login" className="btn-secondary w-full">
              {t.goToLogin}
            </a>
          </div>
        ) : (
          <InvitationForm token={loaderData.token} email={loaderData.email} />
        )}
        <div className="mt-6 flex justify-end">
          <LanguageSwitch tone="dark" />
        </div>
      </div>
    </main>
  );
}
