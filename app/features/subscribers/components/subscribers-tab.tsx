import { AdminField, adminControl } from "~/components/ui/admin-field";
import { PanelHeading } from "~/components/ui/panel-card";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import LoaderCircle from "lucide-react/icons/loader-circle";
import Trash2 from "lucide-react/icons/trash";
import { DownloadLink } from "~/components/ui/icon-button";
import { useRef, useState } from "react";
import { toast } from "sonner";
import { useFormCall } from "~/components/ui/use-form-call";
import { ownIcon } from "~/lib/toast-icon";
import { useMessages } from "~/lib/i18n/use-lang";
import { subscribersMessages } from "../messages";
import type { SubscriberItem } from "../types";
import { AccessReportDialog } from "./access-report-dialog";
import { SubscriberList } from "./subscriber-list";
import { queryOf, subscribersApi, useSubscribers, type Filters } from "../api/subscribers";

/**
 * The administrator's subscriber list (issue 16): search by name or e-mail, filters, paging,
 * CSV of the filtered list, the access report of one person and their erasure. `regions` and
 * the API calls come from the route, which composes this tab with the features that own them.
 */
export function SubscribersTab({ regions }: { regions: readonly string[] }) {
  const t = useMessages(subscribersMessages);
  const list = useSubscribers();
  const { data, loading } = list;
  const [reportFor, setReportFor] = useState<SubscriberItem | null>(null);
  const [toErase, setToErase] = useState<SubscriberItem | null>(null);
  const { busy: erasing, run } = useFormCall();
  const headingRef = useRef<HTMLHeadingElement>(null);

  /** Another page: back to the top of the list, as a new page of a document would. */
  function goToPage(next: number) {
    list.setPage(next);
    headingRef.current?.scrollIntoView({ block: "start" });
  }

  async function confirmErase() {
    if (!toErase) return;
    const { id } = toErase;
    await run(
      async () => {
        await subscribersApi.erase(id);
        toast.success(t.erased, { ...ownIcon(t.erased), description: t.erasedText });
        setToErase(null);
        list.load();
        headingRef.current?.focus();
      },
      {
        fail: (err) =>
          toast.error(t.errorTitle, {
            description: err instanceof Error ? err.message : t.genericError,
          }),
      },
    );
  }

  return (
    <section aria-labelledby="subscribers-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PanelHeading id="subscribers-title" ref={headingRef}>
          {t.title}
        </PanelHeading>
        <DownloadLink
          href={`/api/admin/subscribers.csv${queryOf(list.applied)}`}
          className="btn-primary w-full sm:w-auto"
          aria-describedby="subscribers-export-help"
        >
          {t.exportCsv}
        </DownloadLink>
      </div>
      <p id="subscribers-export-help" className="mt-2 text-sm text-slate-700">
        {t.exportHelp}
      </p>

      <SubscriberFilters
        regions={regions}
        filters={list.filters}
        setQuery={(q) => list.setFilters((f) => ({ ...f, q }))}
        setSelect={list.setSelect}
        clearFilters={list.clearFilters}
      />

      <div
        className="mt-4 flex min-h-7 items-center gap-2 text-sm text-slate-700"
        role="status"
        aria-live="polite"
        data-testid="subscribers-total"
      >
        {loading && (
          <LoaderCircle
            aria-hidden="true"
            className="size-4 animate-spin text-river-600 motion-reduce:animate-none"
          />
        )}
        {data ? t.total(data.total) : loading ? t.loading : ""}
      </div>

      <SubscriberList
        data={data}
        failed={list.failed}
        loading={loading}
        page={list.page}
        onPage={goToPage}
        onReport={setReportFor}
        onErase={setToErase}
      />

      {reportFor && (
        <AccessReportDialog subscriber={reportFor} onClose={() => setReportFor(null)} />
      )}

      <ConfirmDialog
        open={!!toErase}
        busy={erasing}
        title={t.eraseTitle}
        description={toErase ? t.eraseConsequence(toErase.email) : ""}
        cancelLabel={t.cancel}
        actionLabel={
          <>
            <Trash2 aria-hidden="true" className="size-4" />
            {erasing ? t.erasing : t.eraseConfirm}
          </>
        }
        onConfirm={() => void confirmErase()}
        onDismiss={() => setToErase(null)}
      />
    </section>
  );
}

/** The search and the filters (region, language, status), and a button that clears them. */
function SubscriberFilters({
  regions,
  filters,
  setQuery,
  setSelect,
  clearFilters,
}: {
  regions: readonly string[];
  filters: Filters;
  setQuery: (q: string) => void;
  setSelect: (key: Exclude<keyof Filters, "q">, value: string) => void;
  clearFilters: () => void;
}) {
  const t = useMessages(subscribersMessages);
  const filtered = Object.values(filters).some((v) => v !== "");
  /** Each filter's values and their labels, after "any". */
  const selects: Array<{
    key: Exclude<keyof Filters, "q">;
    label: string;
    options: Array<[value: string, text: string]>;
  }> = [
    { key: "region", label: t.region, options: regions.map((r) => [r, t.regions[r] ?? r]) },
    {
      key: "language",
      label: t.language,
      options: [
        ["pl", t.languages.pl],
        ["en", t.languages.en],
      ],
    },
    {
      key: "status",
      label: t.status,
      options: [
        ["active", t.activeFilter],
        ["inactive", t.inactiveFilter],
      ],
    },
  ];
  return (
    <form
      role="search"
      className="mt-4 grid grid-cols-2 items-end gap-3 rounded-xl bg-white p-4 shadow-sm lg:grid-cols-[2fr_1fr_1fr_1fr_auto]"
      onSubmit={(e) => e.preventDefault()}
    >
      <AdminField id="subscribers-q" label={t.search} className="col-span-2 lg:col-span-1">
        <input
          id="subscribers-q"
          type="search"
          value={filters.q}
          maxLength={200}
          placeholder={t.searchPlaceholder}
          onChange={(e) => setQuery(e.target.value)}
          className={adminControl}
        />
      </AdminField>
      {selects.map(({ key, label, options }) => (
        <AdminField key={key} id={`subscribers-${key}`} label={label}>
          <select
            id={`subscribers-${key}`}
            value={filters[key]}
            onChange={(e) => setSelect(key, e.target.value)}
            className={adminControl}
          >
            <option value="">{t.any}</option>
            {options.map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </select>
        </AdminField>
      ))}
      <button
        type="button"
        className="btn-secondary min-h-11 px-4 py-2 text-sm"
        onClick={clearFilters}
        disabled={!filtered}
      >
        {t.clearFilters}
      </button>
    </form>
  );
}
