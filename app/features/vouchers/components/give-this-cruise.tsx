import Gift from "lucide-react/icons/gift";
import { PageLink } from "~/components/page-link";
import { defineMessages } from "~/lib/i18n/messages";
import { useMessages } from "~/lib/i18n/use-lang";

/**
 * Its own two words, not the voucher pages' table: a cruise page that imports that table takes
 * the whole shop's copy into the chunk every page loads (about 3 KB of first-load JS).
 */
const giveMessages = defineMessages(
  { giveThisCruise: "Podaruj ten rejs" },
  { giveThisCruise: "Give this cruise" },
);

/** "Podaruj ten rejs" / "Give this cruise": the voucher page with this cruise chosen. */
export function GiveThisCruise({ cruiseKey }: { cruiseKey: string }) {
  const t = useMessages(giveMessages);
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
