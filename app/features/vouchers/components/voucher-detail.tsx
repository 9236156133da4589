import { useCallback, useEffect, useState } from "react";
import { redirectIfUnauthorised } from "~/lib/admin-api-client";
import { useLang, useMessages } from "~/lib/i18n/use-lang";
import { voucherAdminMessages } from "../admin-messages";
import { extendSchema, redeemSchema, refundSchema, voidSchema } from "../admin-schema";
import {
  voucherPdfUrl,
  vouchersApi,
  type LedgerRow,
  type Voucher,
  type VoucherAction,
} from "../api/vouchers";
import { btn, card, form, input, num, Section, useAction, useDay, usePln } from "./panel-ui";

type Act = (action: VoucherAction, body: unknown) => Promise<void>;

const ACTION_SCHEMAS = {
  redeem: redeemSchema,
  extend: extendSchema,
  refund: refundSchema,
  void: voidSchema,
} satisfies Record<VoucherAction, unknown>;

/** The voucher's code, what it is, its balance, expiry, recipient and buyer. */
function VoucherFacts({ v }: { v: Voucher }) {
  const t = useMessages(voucherAdminMessages);
  const lang = useLang();
  const pln = usePln();
  const day = useDay();
  return (
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
        <dd>{v.recipient.name || "–"}</dd>
        {v.buyer ? (
          <>
            <dt className="text-slate-600">{t.buyer}</dt>
            <dd className="break-all">
              {[v.buyer.name, v.buyer.email].filter(Boolean).join(", ") || "–"}
            </dd>
          </>
        ) : null}
      </dl>
    </div>
  );
}

/** Redeem an amount (a cruise voucher: the whole) with a note. */
function RedeemForm({ v, act, busy }: { v: Voucher; act: Act; busy: boolean }) {
  const t = useMessages(voucherAdminMessages);
  return (
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
  );
}

/** Move the expiry later. */
function ExtendForm({ act, busy }: { act: Act; busy: boolean }) {
  const t = useMessages(voucherAdminMessages);
  return (
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
  );
}

/** Pay back the unused balance or part of it, through Stripe or recorded as outside it. */
function RefundForm({ v, act, busy }: { v: Voucher; act: Act; busy: boolean }) {
  const t = useMessages(voucherAdminMessages);
  return (
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
  );
}

/** Void with a reason. */
function VoidForm({ act, busy }: { act: Act; busy: boolean }) {
  const t = useMessages(voucherAdminMessages);
  return (
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
  );
}

/** The append-only ledger, oldest first. */
function Ledger({ rows }: { rows: LedgerRow[] }) {
  const t = useMessages(voucherAdminMessages);
  const pln = usePln();
  const day = useDay();
  return (
    <Section title={t.ledger}>
      <ol className="space-y-2">
        {rows.map((l, i) => (
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
  );
}

/** One voucher: its facts, its ledger, and the operator's actions (usable at 375 px). */
export function VoucherDetail({ code, onBack }: { code: string; onBack: () => void }) {
  const t = useMessages(voucherAdminMessages);
  const [data, setData] = useState<{ voucher: Voucher; ledger: LedgerRow[] } | null>(null);
  const { status, busy, run } = useAction();
  const load = useCallback(() => {
    vouchersApi.get(code).then(setData, (err: unknown) => {
      if (!redirectIfUnauthorised(err)) setData(null);
    });
  }, [code]);
  useEffect(load, [load]);
  const lang = useLang();
  // Each action's body is checked in the browser by its route's own schema first (issue 43).
  const act: Act = (action, body) =>
    run(() => vouchersApi.act(code, action, body), {
      schema: ACTION_SCHEMAS[action](lang),
      body,
    }).then(() => load());
  if (!data) return <p className="text-slate-600">…</p>;
  const v = data.voucher;
  return (
    <div className="space-y-4">
      <button type="button" className="link" onClick={onBack}>
        ← {t.back}
      </button>
      <VoucherFacts v={v} />
      {status ? (
        <p role="status" className="rounded-lg bg-slate-100 px-3 py-2 font-medium">
          {status}
        </p>
      ) : null}
      {v.status === "active" ? <RedeemForm v={v} act={act} busy={busy} /> : null}
      {v.status === "active" || v.status === "expired" ? (
        <ExtendForm act={act} busy={busy} />
      ) : null}
      {v.status !== "void" && v.balance > 0 ? <RefundForm v={v} act={act} busy={busy} /> : null}
      {v.status !== "void" ? <VoidForm act={act} busy={busy} /> : null}
      <p>
        <a href={voucherPdfUrl(code)} className="link font-semibold" download>
          {t.pdf}
        </a>
      </p>
      <Ledger rows={data.ledger} />
    </div>
  );
}
