import type { PageNotice } from "../model";
import { useAddedLocations, useFrameMessages } from "~/components/site/use-frame-messages";

/**
 * The operator's notices (decision 231), rendered on the server at the top of the page: in the
 * first byte and the first screen, in normal flow so nothing moves once painted. Each is a
 * labelled complementary landmark ("Komunikat" / "Rejsy odwołane"), read before the page's
 * content; its text is plain text (React escapes any markup typed into it). A location's notice on
 * a page wider than that location (home) starts with the location's name. Room is left on the
 * right for the fixed menu button.
 */
export function SiteNotices({ notices }: { notices: readonly PageNotice[] }) {
  const t = useFrameMessages();
  const added = useAddedLocations();
  if (notices.length === 0) return null;
  return (
    <div data-testid="site-notices">
      {notices.map((n) => {
        // A location's notice on a page wider than that location names it, in the label too.
        const place =
          n.named && n.scope !== "all"
            ? ((t.noticePlace as Record<string, string>)[n.scope] ??
              added.find((l) => l.id === n.scope)?.name ??
              n.scope)
            : null;
        return (
          <aside
            key={n.scope}
            aria-label={place ? `${t.notice[n.kind]} – ${place}` : t.notice[n.kind]}
            data-notice-scope={n.scope}
            data-notice-kind={n.kind}
            className={`py-3 pr-18 pl-4 text-base leading-snug sm:pr-20 ${n.kind === "cancelled" ? "bg-signal-700 text-white" : "bg-river-100 text-navy-900"}`}
          >
            <p
              className={`mx-auto max-w-6xl ${n.kind === "cancelled" ? "font-bold" : "font-semibold"}`}
            >
              {place ? <span data-notice-place="">{`${place}: `}</span> : null}
              {n.text}
            </p>
          </aside>
        );
      })}
    </div>
  );
}
