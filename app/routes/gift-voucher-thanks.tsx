import { DonePage } from "~/components/done-page";
import { PageLinkLine } from "~/components/page-link";
import { voucherMessages } from "~/features/vouchers/messages";
import { useMessages } from "~/lib/i18n/use-lang";
import { pageMeta, usePageCopy } from "~/lib/seo/page-meta";
import type { Route } from "./+types/gift-voucher-thanks";

/** Where Stripe's Checkout returns after payment: what arrives and when. Not indexed. */
export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function GiftVoucherThanksPage() {
  const t = useMessages(voucherMessages);
  return (
    <DonePage heading={usePageCopy().heading} text={t.thanksText} note={t.thanksWithdraw}>
      <PageLinkLine to="/bony-podarunkowe" className="mt-8" linkClassName="btn-light">
        {t.back}
      </PageLinkLine>
    </DonePage>
  );
}
