import Gift from "lucide-react/icons/gift";
import { PageLink } from "~/components/page-link";
import { useMessages } from "~/lib/i18n/use-lang";
import { voucherMessages } from "../messages";

/** "Podaruj ten rejs" / "Give this cruise": the voucher page with this cruise chosen. */
export function GiveThisCruise({ cruiseKey }: { cruiseKey: string }) {
  const t = useMessages(voucherMessages);
  return (
    <div className="container-page pb-12">
      <PageLink
        to={`/bony-podarunkowe?rejs=${encodeURIComponent(cruiseKey)}`}
        className="btn-light inline-flex items-center gap-2 border border-slate-300"
      >
        <Gift aria-hidden="true" className="size-5" />
        {t.giveThisCruise}
      </PageLink>
    </div>
  );
}
