import { redirect } from "react-router";
import { formatPrice } from "~/lib/prices/format";
import { PageHeading } from "~/components/page-heading";
import { PageLinkLine } from "~/components/page-link";
import { checkSession } from "~/features/admin-auth/require-admin.server";
import { formatCode, normalizeCode } from "~/features/vouchers/codes";
import { countLookup } from "~/features/vouchers/lookup-limit.server";
import { voucherMessages } from "~/features/vouchers/messages";
import { lookupVoucher, type PublicVoucher } from "~/features/vouchers/public.server";
import { voucherPanelUrl } from "~/features/vouchers/urls";
import { ApiError } from "~/lib/api.server";
import { clientIpContext } from "~/lib/context";
import { getEnv } from "~/lib/env.server";
import { pageLang } from "~/lib/i18n/page-lang.server";
import { useLang, useMessages } from "~/lib/i18n/use-lang";
import { pageMeta } from "~/lib/seo/page-meta";
import type { Route } from "./+types/gift-voucher-check";

/**
 * The look-up page (and a voucher's own page: its QR code opens `?code=…`). For a signed-in
 * administrator the code opens the voucher in the panel. A look-up counts toward the API's
 * limit (10 a minute per client); never cached, not indexed, not in the sitemap.
 */
export async function loader(args: Route.LoaderArgs) {
  const lang = pageLang(args);
  const raw = args.url.searchParams.get("code")?.trim() ?? "";
  if (!raw) return { code: "", result: null as PublicVoucher | null, error: null as string | null };
  if (args.request.headers.get("cookie")?.includes("session_token")) {
    const session = await checkSession(args.request).catch(() => null);
    const code = normalizeCode(raw);
    if (session?.isAdmin && code) throw redirect(voucherPanelUrl(getEnv().PUBLIC_SITE_URL, code));
  }
  try {
    await countLookup(args.context.get(clientIpContext), lang);
  } catch (err) {
    if (err instanceof ApiError && err.status === 429)
      return { code: raw, result: null, error: "tooMany" };
    throw err;
  }
  const result = await lookupVoucher(raw);
  const code = normalizeCode(raw);
  return { code: code ? formatCode(code) : raw, result, error: result ? null : "notFound" };
}

export function headers() {
  return { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function GiftVoucherCheckPage({ loaderData }: Route.ComponentProps) {
  const t = useMessages(voucherMessages);
  const lang = useLang();
  const { result, error, code } = loaderData;
  const date = (iso: string) =>
    new Intl.DateTimeFormat(lang === "pl" ? "pl-PL" : "en-GB", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "Europe/Warsaw",
    }).format(new Date(iso));
  const pln = (n: number) => formatPrice(n, lang);
  return (
    <>
      <PageHeading>
        <p className="mt-4 max-w-2xl text-lg text-slate-200">{t.checkIntro}</p>
      </PageHeading>
      <div className="container-page max-w-2xl py-10">
        <form method="get" className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="grow">
            <label
              htmlFor="voucher-code"
              className="mb-1 block text-sm font-semibold text-navy-900"
            >
              {t.code}
            </label>
            <input
              id="voucher-code"
              name="code"
              defaultValue={code}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              className="block w-full rounded-lg border border-slate-400 px-3 py-2.5 font-mono text-lg tracking-wider uppercase"
            />
          </div>
          <button type="submit" className="btn-primary justify-center">
            {t.check}
          </button>
        </form>
        {error ? (
          <p
            role="alert"
            className="mt-6 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800"
          >
            {error === "tooMany" ? t.tooMany : t.notFound}
          </p>
        ) : null}
        {result ? (
          <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-3 rounded-2xl border border-slate-200 p-6 text-lg">
            <dt className="text-slate-600">{t.code}</dt>
            <dd className="font-mono font-bold">{code}</dd>
            {result.cruise ? (
              <>
                <dt className="text-slate-600">{t.cruise}</dt>
                <dd className="font-semibold">
                  {lang === "pl" ? result.cruise.name_pl : result.cruise.name_en}
                </dd>
              </>
            ) : null}
            <dt className="text-slate-600">{t.balance}</dt>
            <dd className="font-bold text-navy-900">{pln(result.balance)}</dd>
            <dt className="text-slate-600">{t.validUntil}</dt>
            <dd>{date(result.expiresAt)}</dd>
            <dt className="text-slate-600">{t.status}</dt>
            <dd>{t.statuses[result.status]}</dd>
          </dl>
        ) : null}
        <PageLinkLine to="/bony-podarunkowe" className="mt-8" linkClassName="link font-semibold">
          {t.back}
        </PageLinkLine>
      </div>
    </>
  );
}
