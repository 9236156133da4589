import Check from "lucide-react/icons/check";
import Mail from "lucide-react/icons/mail";
import { PageHeading } from "~/components/page-heading";
import { PageLinkLine } from "~/components/page-link";
import { getCatalogue, isPublic } from "~/features/cruises/catalogue.server";
import { VoucherForm, type VoucherFormCruise } from "~/features/vouchers/components/voucher-form";
import { voucherMessages } from "~/features/vouchers/messages";
import { VALUE_MAX_PLN, VALUE_MIN_PLN } from "~/features/vouchers/schema";
import { paymentsConfigured } from "~/features/vouchers/stripe.server";
import { getEnv } from "~/lib/env.server";
import { pageLang } from "~/lib/i18n/page-lang.server";
import { pageUrl } from "~/lib/i18n/page-urls";
import { useMessages, usePageUrl } from "~/lib/i18n/use-lang";
import { getPublicPrices } from "~/lib/prices/prices.server";
import { pageMeta } from "~/lib/seo/page-meta";
import { useSite } from "~/lib/site-data/use-site";
import type { Route } from "./+types/gift-vouchers";
import { PhoneLink } from "~/components/contact-links";

/**
 * /bony-podarunkowe and /en/gift-vouchers (docs/architecture.md §4, "gift vouchers, public"):
 * the order form (payment on Stripe's hosted page), or without payments configured, how to buy
 * a voucher by phone. `?rejs=<key>` (the cruise pages' "Give this cruise") preselects a cruise.
 */
export async function loader(args: Route.LoaderArgs) {
  const lang = pageLang(args);
  const [catalogue, prices] = await Promise.all([
    getCatalogue(),
    getPublicPrices().catch(() => ({}) as Record<string, number | undefined>),
  ]);
  const cruises: VoucherFormCruise[] = catalogue.cruises
    .filter((c) => isPublic(c, catalogue) && prices[c.key] !== undefined)
    .map((c) => ({
      key: c.key,
      name: c[`name_${lang}`],
      kind: c.kind,
      capacity: c.capacity,
      price: prices[c.key]!,
    }));
  const wanted = args.url.searchParams.get("rejs");
  const initialCruise = cruises.some((c) => c.key === wanted) ? wanted : null;
  const siteUrl = getEnv().PUBLIC_SITE_URL;
  const url = `${siteUrl}${pageUrl("/bony-podarunkowe", lang)}`;
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: lang === "pl" ? "Bon podarunkowy na rejs motorówką RIB" : "RIB boat cruise gift voucher",
    description:
      lang === "pl"
        ? "Bon na kwotę lub na wybrany rejs, ważny 12 miesięcy, wysyłany e-mailem jako PDF z kodem QR."
        : "A voucher for an amount or a chosen cruise, valid for 12 months, sent by e-mail as a PDF with a QR code.",
    brand: { "@type": "Brand", name: "RIB Warsaw" },
    url,
    offers: {
      "@type": "AggregateOffer",
      priceCurrency: "PLN",
      lowPrice: Math.min(VALUE_MIN_PLN, ...cruises.map((c) => c.price)),
      highPrice: VALUE_MAX_PLN,
      offerCount: (VALUE_MAX_PLN - VALUE_MIN_PLN) / 50 + 1 + cruises.length,
      availability: paymentsConfigured()
        ? "https://schema.org/InStock"
        : "https://schema.org/InStoreOnly",
      url,
    },
  };
  return { cruises, initialCruise, selling: paymentsConfigured(), jsonLd };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.jsonLd);

export default function GiftVouchersPage({ loaderData }: Route.ComponentProps) {
  const t = useMessages(voucherMessages);
  const href = usePageUrl();
  const site = useSite();
  return (
    <>
      <PageHeading>
        <p className="mt-4 max-w-2xl text-lg text-slate-200">{t.intro}</p>
      </PageHeading>
      <div className="container-page grid gap-10 py-12 lg:grid-cols-[1fr_2fr]">
        <div>
          <ul className="space-y-3">
            {t.points.map((p) => (
              <li key={p} className="flex gap-3 text-slate-800">
                <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-river-700" />
                {p}
              </li>
            ))}
          </ul>
          <PageLinkLine
            to="/bony-podarunkowe/sprawdz"
            className="mt-6"
            linkClassName="link font-semibold"
          >
            {t.checkLink}
          </PageLinkLine>
        </div>
        <section
          aria-labelledby="voucher-form-heading"
          className="rounded-2xl border border-slate-200 p-5 shadow-sm sm:p-8"
        >
          {loaderData.selling ? (
            <>
              <h2 id="voucher-form-heading" className="mb-6 text-2xl font-bold text-navy-900">
                {t.formHeading}
              </h2>
              <VoucherForm
                cruises={loaderData.cruises}
                initialCruise={loaderData.initialCruise}
                termsHref={href("/regulamin")}
              />
            </>
          ) : (
            <>
              <h2 id="voucher-form-heading" className="text-2xl font-bold text-navy-900">
                {t.byPhoneHeading}
              </h2>
              <p className="mt-4 text-slate-800">{t.byPhone}</p>
              <div className="mt-6 flex flex-col gap-3 sm:flex-row">
                <PhoneLink className="btn-primary justify-center">
                  {t.call}: {site.phone}
                </PhoneLink>
                <a href={`mailto:${site.email}`} className="btn-light justify-center">
                  <Mail aria-hidden="true" className="size-5" />
                  {t.write}
                </a>
              </div>
            </>
          )}
        </section>
      </div>
    </>
  );
}
