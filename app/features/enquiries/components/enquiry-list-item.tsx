import { Link, useNavigate } from "react-router";
import { formatDay, formatWarsawDateTime } from "~/lib/i18n/format-time";
import { useLang, useMessages } from "~/lib/i18n/use-lang";
import { enquiryMessages } from "../messages";
import { StatusPill } from "./status-pill";
import type { EnquirySummary } from "../types";
import { searchWith } from "./enquiry-address";

/** One enquiry in the list: a link that opens it beside the list (or instead of it on a phone). */
export function EnquiryListItem({
  enquiry: e,
  current,
}: {
  enquiry: EnquirySummary;
  current: boolean;
}) {
  const t = useMessages(enquiryMessages);
  const lang = useLang();
  const navigate = useNavigate();
  return (
    <Link
      to={{ search: searchWith(e.id) }}
      state={{ fromList: true }}
      preventScrollReset
      onClick={(ev) => {
        // The address is built from the window (the tab is kept there without a navigation).
        ev.preventDefault();
        if (current) return;
        navigate(
          { search: searchWith(e.id) },
          {
            state: { fromList: true },
            preventScrollReset: true,
          },
        );
      }}
      aria-current={current ? "true" : undefined}
      data-enquiry-link={e.id}
      className={`block rounded-xl border-2 bg-white p-4 shadow-sm hover:border-river-600 ${current ? "border-navy-900" : "border-transparent"}`}
    >
      <span className="flex flex-wrap items-center justify-between gap-2">
        <span
          className={`min-w-0 break-words text-navy-900 ${e.status === "new" ? "font-bold" : "font-semibold"}`}
        >
          {e.name}
        </span>
        <StatusPill status={e.status} label={t.statuses[e.status]} />
      </span>
      <span className="mt-1 block break-all text-sm text-slate-700">{e.email}</span>
      <span className="mt-1 flex flex-wrap gap-x-4 text-sm text-slate-700">
        <span>
          {e.cruise
            ? t.cruiseOn(e.cruise[`name_${lang}`], formatDay(e.event_date, lang))
            : t.eventOn(formatDay(e.event_date, lang))}
        </span>
        <span>
          {t.received}:{" "}
          <time dateTime={e.created_at}>{formatWarsawDateTime(e.created_at, lang)}</time>
        </span>
      </span>
    </Link>
  );
}
