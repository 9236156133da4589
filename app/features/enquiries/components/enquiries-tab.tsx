import { DownloadLink } from "~/components/ui/icon-button";
import { PanelHeading } from "~/components/ui/panel-card";
import { Pager } from "~/components/ui/pager";
import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { Loaded, PanelNote } from "~/components/ui/loaded";
import { AdminField, AdminInput, adminControl } from "~/components/ui/admin-field";
import { enquiriesApi } from "../api/enquiries";
import { useMessages } from "~/lib/i18n/use-lang";
import { enquiryMessages } from "../messages";
import { EnquiryDetailView } from "./enquiry-detail";
import { StatusOptions } from "./status-pill";
import ChevronDown from "lucide-react/icons/chevron-down";
import { EnquiryListItem } from "./enquiry-list-item";
import { NO_FILTERS, enquiryInAddress, queryOf, searchWith, type Filters } from "./enquiry-address";
import { useEnquiryList } from "./use-enquiry-list";

/** The number of `new` enquiries for the tab's badge, loaded once when the panel opens. */
export function useUnreadEnquiries(): [number | null, (n: number) => void] {
  const [unread, setUnread] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    enquiriesApi
      .list("status=new")
      .then((r) => live && setUnread(r.unread))
      .catch(() => {
        // The panel itself reports a lost session; the badge just stays empty.
      });
    return () => {
      live = false;
    };
  }, []);
  return [unread, setUnread];
}

/** The badge after the tab's label; its words ("3 nowe") are part of the tab's accessible name. */
export function UnreadBadge({ count }: { count: number | null }) {
  const t = useMessages(enquiryMessages);
  if (!count) return null;
  return (
    <span data-testid="enquiries-unread" className="inline-flex items-center">
      <span
        aria-hidden="true"
        className="min-w-6 rounded-full bg-signal-600 px-2 py-0.5 text-center text-xs font-bold text-white"
      >
        {count}
      </span>
      <span className="sr-only"> ({t.unread(count)})</span>
    </span>
  );
}

/**
 * The enquiries inbox (docs/product.md §10, decision 160): a filtered, paged list, newest first,
 * and the open enquiry beside it on a desk or instead of it on a phone.
 */
export function EnquiriesTab({ onUnread }: { onUnread: (n: number) => void }) {
  const t = useMessages(enquiryMessages);
  const location = useLocation();
  const navigate = useNavigate();
  const openId = enquiryInAddress(location.search);

  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const lastOpened = useRef<number | null>(null);
  const { list, failed, reload } = useEnquiryList(filters, page, onUnread);

  // Back from the detail (button or browser): focus returns to the enquiry that was open.
  useEffect(() => {
    if (openId !== null) {
      lastOpened.current = openId;
      return;
    }
    const previous = lastOpened.current;
    if (previous === null) return;
    lastOpened.current = null;
    const link = document.querySelector<HTMLElement>(`[data-enquiry-link="${previous}"]`);
    (link ?? listHeading.current)?.focus();
  }, [openId]);

  function applyFilters(e: React.FormEvent) {
    e.preventDefault();
    setFilters(draft);
    setPage(1);
  }

  function clearFilters() {
    setDraft(NO_FILTERS);
    setFilters(NO_FILTERS);
    setPage(1);
  }

  function backToList() {
    const state = location.state as { fromList?: boolean } | null;
    if (state?.fromList) navigate(-1);
    else navigate({ search: searchWith(null) }, { replace: true, preventScrollReset: true });
  }

  const filtered = Object.values(filters).some(Boolean);
  const pages = list ? Math.max(1, Math.ceil(list.total / list.pageSize)) : 1;
  const csvHref = `/api/admin/event-bookings.csv${filtered ? `?${queryOf(filters)}` : ""}`;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
      {/* The list: hidden on a phone while an enquiry is open. */}
      <section
        aria-labelledby="enquiries-title"
        className={`min-w-0 flex-col gap-4 ${openId !== null ? "hidden lg:flex" : "flex"}`}
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <PanelHeading id="enquiries-title" ref={listHeading}>
            {t.title}
          </PanelHeading>
          <DownloadLink
            href={csvHref}
            className="btn-secondary min-h-11 px-4 py-2 text-sm"
            title={t.exportHint}
            data-testid="enquiries-csv"
          >
            {t.exportCsv}
          </DownloadLink>
        </div>

        <EnquiryFilters
          draft={draft}
          setDraft={setDraft}
          filtered={filtered}
          open={filtersOpen}
          onToggle={() => setFiltersOpen((o) => !o)}
          onApply={applyFilters}
          onClear={clearFilters}
        />

        <Loaded data={list} failed={failed} failedText={t.loadFailed} loadingText={t.loading}>
          {(list) => (
            <>
              <p
                className="text-sm text-slate-700"
                aria-live="polite"
                data-testid="enquiries-count"
              >
                {t.count(list.total)}
              </p>
              {list.items.length === 0 ? (
                <PanelNote>{filtered ? t.emptyFiltered : t.empty}</PanelNote>
              ) : (
                <ul aria-label={t.listLabel} className="space-y-2">
                  {list.items.map((e) => (
                    <li key={e.id}>
                      <EnquiryListItem enquiry={e} current={e.id === openId} />
                    </li>
                  ))}
                </ul>
              )}
              <Pager page={page} pages={pages} onPage={setPage} label={t.pages} words={t} />
            </>
          )}
        </Loaded>
      </section>

      {/* The detail: beside the list on a desk, instead of it on a phone. */}
      <div className={`min-w-0 ${openId === null ? "hidden lg:block" : ""}`}>
        {openId === null ? (
          <p className="rounded-xl bg-white p-6 text-slate-700">{t.choose}</p>
        ) : (
          <EnquiryDetailView
            key={openId}
            id={openId}
            onBack={backToList}
            onChanged={reload}
            focusOnOpen={(location.state as { fromList?: boolean } | null)?.fromList === true}
          />
        )}
      </div>
    </div>
  );
}

/** The inbox's filters: a search, a status and a date range; folded on a phone behind a button. */
function EnquiryFilters({
  draft,
  setDraft,
  filtered,
  open,
  onToggle,
  onApply,
  onClear,
}: {
  draft: Filters;
  setDraft: (f: Filters) => void;
  filtered: boolean;
  open: boolean;
  onToggle: () => void;
  onApply: (e: React.FormEvent) => void;
  onClear: () => void;
}) {
  const t = useMessages(enquiryMessages);
  return (
    <div className="order-last lg:order-none">
      <button
        type="button"
        className="btn-secondary min-h-11 w-full justify-between px-4 py-2 text-sm lg:hidden"
        aria-expanded={open}
        aria-controls="enquiry-filters"
        onClick={onToggle}
        data-testid="enquiry-filters-toggle"
      >
        <span>{filtered ? t.filtersActive : t.filters}</span>
        <ChevronDown
          aria-hidden="true"
          className={`size-4 transition-transform ${open ? "rotate-180" : ""}`}
        />
      </button>
      <form
        id="enquiry-filters"
        role="search"
        aria-label={t.filters}
        onSubmit={onApply}
        className={`${open ? "mt-3 grid" : "hidden"} grid-cols-2 gap-3 rounded-xl bg-white p-4 shadow-sm lg:mt-0 lg:grid`}
      >
        <AdminField id="enquiry-q" label={t.search} className="col-span-2">
          <input
            id="enquiry-q"
            type="search"
            value={draft.q}
            maxLength={200}
            onChange={(e) => setDraft({ ...draft, q: e.target.value })}
            className={adminControl}
          />
        </AdminField>
        <AdminField id="enquiry-status" label={t.status} className="col-span-2">
          <select
            id="enquiry-status"
            value={draft.status}
            onChange={(e) =>
              setDraft({
                ...draft,
                status: e.target.value as Filters["status"],
              })
            }
            className={adminControl}
          >
            <option value="">{t.anyStatus}</option>
            <StatusOptions labels={t.statuses} />
          </select>
        </AdminField>
        <AdminInput
          id="enquiry-from"
          label={t.from}
          type="date"
          value={draft.from}
          max={draft.to || undefined}
          onChange={(e) => setDraft({ ...draft, from: e.target.value })}
        />
        <AdminInput
          id="enquiry-to"
          label={t.to}
          type="date"
          value={draft.to}
          min={draft.from || undefined}
          onChange={(e) => setDraft({ ...draft, to: e.target.value })}
        />
        <div className="col-span-2 flex flex-wrap gap-2">
          <button type="submit" className="btn-primary min-h-11 px-4 py-2 text-sm">
            {t.apply}
          </button>
          <button
            type="button"
            onClick={onClear}
            className="btn-secondary min-h-11 px-4 py-2 text-sm"
            disabled={!filtered && !Object.values(draft).some(Boolean)}
          >
            {t.clear}
          </button>
        </div>
      </form>
    </div>
  );
}
