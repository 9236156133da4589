import { useCallback, useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { redirectIfUnauthorised } from "~/lib/admin-api-client";
import { useMessages } from "~/lib/i18n/use-lang";
import { voucherAdminMessages } from "../admin-messages";
import { vouchersApi, type Voucher } from "../api/vouchers";
import { btn, card, input, usePln } from "./panel-ui";
import { VoucherDetail } from "./voucher-detail";
import { IssueAndReport } from "./voucher-issue";

/**
 * The panel's "Bony" tab (docs/architecture.md §4, "gift vouchers, panel"): search by code,
 * name or e-mail; a voucher opened from the list or from its QR code (`?voucher=CODE`, where the
 * look-up page sends a signed-in administrator); redeem, extend, void, refund; issue by hand; the
 * report and the CSV.
 */
export function VouchersTab() {
  const t = useMessages(voucherAdminMessages);
  const pln = usePln();
  const [params, setParams] = useSearchParams();
  const open = params.get("voucher");
  const [q, setQ] = useState("");
  const [statusFilter, setStatusFilter] = useState("");
  const [list, setList] = useState<{ items: Voucher[]; total: number } | null>(null);
  const search = useCallback(() => {
    vouchersApi.list(q, statusFilter).then(setList, (err: unknown) => {
      if (!redirectIfUnauthorised(err)) setList({ items: [], total: 0 });
    });
  }, [q, statusFilter]);
  useEffect(() => {
    if (!open) search();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, statusFilter]);
  const select = (code: string | null) => {
    const next = new URLSearchParams(params);
    if (code) next.set("voucher", code);
    else next.delete("voucher");
    setParams(next, { preventScrollReset: true });
  };
  if (open) return <VoucherDetail code={open} onBack={() => select(null)} />;
  return (
    <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
      <div className="space-y-3">
        <form
          className="flex flex-wrap gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            search();
          }}
        >
          <input
            aria-label={t.search}
            placeholder={t.search}
            value={q}
            maxLength={200}
            onChange={(e) => setQ(e.target.value)}
            className={`${input} min-w-0 basis-full sm:basis-0 sm:flex-1`}
          />
          <select
            aria-label={t.all}
            value={statusFilter}
            onChange={(e) => setStatusFilter(e.target.value)}
            className="min-w-0 flex-1 rounded-lg border border-slate-400 px-2 sm:flex-none"
          >
            <option value="">{t.all}</option>
            {(Object.keys(t.statuses) as Array<keyof typeof t.statuses>).map((s) => (
              <option key={s} value={s}>
                {t.statuses[s]}
              </option>
            ))}
          </select>
          <button className={btn}>{t.searchButton}</button>
        </form>
        {list ? (
          <>
            <p className="text-sm text-slate-600">
              {t.total}: {list.total}
            </p>
            {list.items.length ? (
              <ul className="space-y-2">
                {list.items.map((v) => (
                  <li key={v.code}>
                    <button
                      type="button"
                      onClick={() => select(v.code)}
                      className={`${card} w-full text-left`}
                    >
                      <span className="font-mono font-bold">{v.code}</span>{" "}
                      <span className="text-sm text-slate-600">({t.statuses[v.status]})</span>
                      <br />
                      <span>
                        {t.balance}: {pln(v.balance)} · {v.recipient.name ?? v.buyer?.name ?? ""}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            ) : (
              <p>{t.empty}</p>
            )}
          </>
        ) : null}
      </div>
      <IssueAndReport onIssued={search} />
    </div>
  );
}
