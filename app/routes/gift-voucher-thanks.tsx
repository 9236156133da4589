import CircleCheck from "lucide-react/icons/circle-check";
import { PageLinkLine } from "~/components/page-link";
import { voucherMessages } from "~/features/vouchers/messages";
import { useMessages } from "~/lib/i18n/use-lang";
import { pageMeta, usePageCopy } from "~/lib/seo/page-meta";
import type { Route } from "./+types/gift-voucher-thanks";

/** Where Stripe's Checkout returns after payment: what arrives and when. Not indexed. */
export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function GiftVoucherThanksPage() {
  const t = useMessages(voucherMessages);
  const heading = usePageCopy().heading;
  return (
    <section className="bg-gradient-to-b from-navy-950 to-navy-800 pt-28 pb-20 text-white">
      <div className="container-page max-w-2xl">
        <CircleCheck aria-hidden="true" className="size-16 text-river-300" />
        <h1 className="mt-4 text-3xl font-extrabold sm:text-4xl">{heading}</h1>
        <p className="mt-4 text-lg text-slate-200">{t.thanksText}</p>
        <p className="mt-3 text-slate-300">{t.thanksWithdraw}</p>
        <PageLinkLine to="/bony-podarunkowe" className="mt-8" linkClassName="btn-light">
          {t.back}
        </PageLinkLine>
      </div>
    </section>
  );
}
