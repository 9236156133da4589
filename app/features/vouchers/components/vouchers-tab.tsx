import { useCallback, useEffect, useState, type FormEvent, type ReactNode } from "react";
import { useSearchParams } from "react-router";
import { AdminApiError, redirectIfUnauthorised } from "~/lib/admin-api-client";
import { useLang, useMessages } from "~/lib/i18n/use-lang";
import { formatPrice } from "~/lib/prices/format";
import { voucherAdminMessages } from "../admin-messages";
import {
  voucherPdfUrl,
  vouchersApi,
  type LedgerRow,
  type Voucher,
  type VoucherAction,
} from "../api/vouchers";

const input = "block w-full rounded-lg border border-slate-400 px-3 py-2 text-base";
const btn = "rounded-lg bg-navy-900 px-4 py-2 font-semibold text-white disabled:opacity-50";
const card = "rounded-xl border border-slate-200 bg-white p-4 shadow-sm";

/** Amounts as the site writes every price, "{price} PLN" (docs/product.md §8). */
function usePln() {
  const lang = useLang();
  return (n: number) => formatPrice(n, lang);
}

function useDay() {
  const lang = useLang();
  return (iso: string) =>
    new Intl.DateTimeFormat(lang === "pl" ? "pl-PL" : "en-GB", {
      dateStyle: "medium",
      timeZone: "Europe/Warsaw",
    }).format(new Date(iso));
}

/** Runs an admin call, showing its error message (or "Saved."). */
function useAction() {
  const t = useMessages(voucherAdminMessages);
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async <T,>(call: () => Promise<T>): Promise<T | null> => {
      setBusy(true);
      setStatus(null);
      try {
        const out = await call();
        setStatus(t.done);
        return out;
      } catch (err) {
        if (redirectIfUnauthorised(err)) return null;
        setStatus(err instanceof AdminApiError ? err.message : t.error);
        return null;
      } finally {
        setBusy(false);
      }
    },
    [t],
  );
  return { status, busy, run };
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={card}>
      <h3 className="mb-3 text-lg font-bold text-navy-900">{title}</h3>
      {children}
    </section>
  );
}

const form = (e: FormEvent<HTMLFormElement>) => {
  e.preventDefault();
  return new FormData(e.currentTarget);
};
const num = (v: FormDataEntryValue | null) =>
  v === null || String(v).trim() === "" ? undefined : Number(String(v).replace(",", "."));

/** One voucher: its facts, its ledger, and the operator's actions (usable at 375 px). */
function VoucherDetail({ code, onBack }: { code: string; onBack: () => void }) {
  const t = useMessages(voucherAdminMessages);
  const lang = useLang();
  const pln = usePln();
  const day = useDay();
  const [data, setData] = useState<{ voucher: Voucher; ledger: LedgerRow[] } | null>(null);
  const { status, busy, run } = useAction();
  const load = useCallback(() => {
    vouchersApi.get(code).then(setData, (err: unknown) => {
      if (!redirectIfUnauthorised(err)) setData(null);
    });
  }, [code]);
  useEffect(load, [load]);
  const act = (action: VoucherAction, body: unknown) =>
    run(() => vouchersApi.act(code, action, body)).then(() => load());
  if (!data) return <p className="text-slate-600">…</p>;
  const v = data.voucher;
  return (
    <div className="space-y-4">
      <button type="button" className="link" onClick={onBack}>
        ← {t.back}
      </button>
      <div className={card}>
        <p className="font-mono text-2xl font-bold tracking-wider">{v.code}</p>
        <p className="mt-1 text-slate-700">
          {v.kind === "cruise"
            ? lang === "pl"
              ? v.cruise?.name_pl
              : v.cruise?.name_en
            : pln(v.amount)}
          {v.byHand ? ` · ${t.byHand}` : ""}
        </p>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="text-slate-600">{t.balance}</dt>
          <dd className="text-xl font-bold" data-testid="voucher-balance">
            {pln(v.balance)}
          </dd>
          <dt className="text-slate-600">{t.expires}</dt>
          <dd>
            {day(v.expiresAt)} ({t.statuses[v.status]})
          </dd>
          <dt className="text-slate-600">{t.recipient}</dt>
          <dd>{v.recipient.name ?? "–"}</dd>
          {v.buyer ? (
            <>
              <dt className="text-slate-600">{t.buyer}</dt>
              <dd className="break-all">
                {v.buyer.name}, {v.buyer.email}
              </dd>
            </>
          ) : null}
        </dl>
      </div>
      {status ? (
        <p role="status" className="rounded-lg bg-slate-100 px-3 py-2 font-medium">
          {status}
        </p>
      ) : null}
      {v.status === "active" ? (
        <Section title={t.redeem}>
          <form
            className="space-y-2"
            onSubmit={(e) => {
              const f = form(e);
              void act("redeem", {
                amount: v.kind === "cruise" ? undefined : num(f.get("amount")),
                note: String(f.get("note") ?? "") || undefined,
              });
            }}
          >
            {v.kind === "value" ? (
              <label className="block">
                {t.redeemAmount}
                <input name="amount" inputMode="decimal" required className={input} />
              </label>
            ) : null}
            <label className="block">
              {t.note}
              <input name="note" className={input} />
            </label>
            <button className={btn} disabled={busy}>
              {v.kind === "cruise" ? t.redeemWhole : t.redeem}
            </button>
          </form>
        </Section>
      ) : null}
      {v.status === "active" || v.status === "expired" ? (
        <Section title={t.extend}>
          <form
            className="flex flex-wrap items-end gap-2"
            onSubmit={(e) => void act("extend", { expiresAt: String(form(e).get("expiresAt")) })}
          >
            <label className="grow">
              {t.newExpiry}
              <input type="date" name="expiresAt" required className={input} />
            </label>
            <button className={btn} disabled={busy}>
              {t.extend}
            </button>
          </form>
        </Section>
      ) : null}
      {v.status !== "void" && v.balance > 0 ? (
        <Section title={t.refund}>
          <form
            className="space-y-2"
            onSubmit={(e) => {
              const f = form(e);
              void act("refund", {
                amount: num(f.get("amount")),
                reason: String(f.get("reason") ?? ""),
                method: String(f.get("method")),
              });
            }}
          >
            <label className="block">
              {t.refundAmount}
              <input name="amount" inputMode="decimal" className={input} />
            </label>
            <label className="block">
              {t.reason}
              <input name="reason" required className={input} />
            </label>
            <select
              name="method"
              aria-label={t.method}
              className={input}
              defaultValue={v.buyer ? "stripe" : "outside"}
            >
              <option value="stripe">{t.refundStripe}</option>
              <option value="outside">{t.refundOutside}</option>
            </select>
            <button className={btn} disabled={busy}>
              {t.refund}
            </button>
          </form>
        </Section>
      ) : null}
      {v.status !== "void" ? (
        <Section title={t.void}>
          <form
            className="flex flex-wrap items-end gap-2"
            onSubmit={(e) => void act("void", { reason: String(form(e).get("reason") ?? "") })}
          >
            <label className="grow">
              {t.reason}
              <input name="reason" required className={input} />
            </label>
            <button
              className="rounded-lg bg-red-700 px-4 py-2 font-semibold text-white"
              disabled={busy}
            >
              {t.void}
            </button>
          </form>
        </Section>
      ) : null}
      <p>
        <a href={voucherPdfUrl(code)} className="link font-semibold" download>
          {t.pdf}
        </a>
      </p>
      <Section title={t.ledger}>
        <ol className="space-y-2">
          {data.ledger.map((l, i) => (
            <li key={i} className="border-b border-slate-100 pb-2 text-sm">
              <span className="font-semibold">{t.ledgerKinds[l.kind]}</span> {pln(l.amount)} →{" "}
              {pln(l.balanceAfter)}
              <br />
              <span className="text-slate-600">
                {day(l.at)} · {l.actorEmail ?? "Stripe"}
                {l.note ? ` · ${l.note}` : ""}
              </span>
            </li>
          ))}
        </ol>
      </Section>
    </div>
  );
}

function IssueAndReport() {
  const t = useMessages(voucherAdminMessages);
  const pln = usePln();
  const { status, busy, run } = useAction();
  const [kind, setKind] = useState<"value" | "cruise">("value");
  const [codes, setCodes] = useState<string[]>([]);
  const [report, setReport] = useState<Record<string, number> | null>(null);
  return (
    <div className="space-y-4">
      <Section title={t.issueHeading}>
        <form
          className="space-y-2"
          onSubmit={(e) => {
            const f = form(e);
            void run(() =>
              vouchersApi.issue({
                kind,
                ...(kind === "value"
                  ? { amount: num(f.get("amount")) }
                  : { cruise: String(f.get("cruise")), people: num(f.get("people")) }),
                count: num(f.get("count")),
                recipientName: String(f.get("recipientName") ?? "") || undefined,
                note: String(f.get("note") ?? ""),
              }),
            ).then((items) => items && setCodes(items.map((i) => i.code)));
          }}
        >
          <select
            aria-label={t.kind}
            className={input}
            value={kind}
            onChange={(e) => setKind(e.target.value as "value" | "cruise")}
          >
            <option value="value">{t.kindValue}</option>
            <option value="cruise">{t.kindCruise}</option>
          </select>
          {kind === "value" ? (
            <label className="block">
              {t.redeemAmount}
              <input name="amount" inputMode="decimal" required className={input} />
            </label>
          ) : (
            <label className="block">
              {t.cruiseKey}
              <input name="cruise" required className={input} />
            </label>
          )}
          <label className="block">
            {t.count}
            <input
              name="count"
              type="number"
              min={1}
              max={500}
              defaultValue={1}
              className={input}
            />
          </label>
          <label className="block">
            {t.recipientName}
            <input name="recipientName" className={input} />
          </label>
          <label className="block">
            {t.note}
            <input name="note" required className={input} />
          </label>
          <button className={btn} disabled={busy}>
            {t.issue}
          </button>
        </form>
        {status ? (
          <p role="status" className="mt-2">
            {status}
          </p>
        ) : null}
        {codes.length ? (
          <div className="mt-3">
            <p className="font-semibold">{t.issued(codes.length)}</p>
            <ul className="my-2 max-h-40 space-y-1 overflow-auto">
              {codes.map((c) => (
                <li key={c}>
                  <a href={`/api/admin/vouchers/${c}/pdf`} className="link font-mono" download>
                    {c} (PDF)
                  </a>
                </li>
              ))}
            </ul>
            <textarea readOnly className={`${input} h-32 font-mono`} value={codes.join("\n")} />
          </div>
        ) : null}
      </Section>
      <Section title={t.reportHeading}>
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            const f = form(e);
            void run(() =>
              vouchersApi.report(String(f.get("from") ?? ""), String(f.get("to") ?? "")),
            ).then((r) => r && setReport(r));
          }}
        >
          <label>
            {t.from}
            <input type="date" name="from" className={input} />
          </label>
          <label>
            {t.to}
            <input type="date" name="to" className={input} />
          </label>
          <button className={btn} disabled={busy}>
            {t.report}
          </button>
        </form>
        {report ? (
          <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
            {(Object.keys(t.reportRows) as Array<keyof typeof t.reportRows>).map((k) => (
              <div key={k} className="contents">
                <dt>{t.reportRows[k]}</dt>
                <dd className="text-right font-semibold">{pln(report[k] ?? 0)}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <p className="mt-3">
          <a href="/api/admin/vouchers.csv" className="link" download>
            {t.csv}
          </a>
        </p>
      </Section>
    </div>
  );
}

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
            onChange={(e) => setQ(e.target.value)}
            className={`${input} min-w-0 flex-1`}
          />
          <select
            aria-label={t.all}
            value={statusFilter}
            onChange={(e) => setStatusFilter(e.target.value)}
            className="rounded-lg border border-slate-400 px-2"
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
      <IssueAndReport />
    </div>
  );
}
