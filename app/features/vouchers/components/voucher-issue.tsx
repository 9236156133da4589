import { useState } from "react";
import { useLang, useMessages } from "~/lib/i18n/use-lang";
import { voucherAdminMessages } from "../admin-messages";
import { issueSchema, reportQuerySchema } from "../admin-schema";
import { voucherPdfUrl, vouchersApi, vouchersPdfUrl } from "../api/vouchers";
import { btn, form, input, num, Section, useAction, usePln } from "./panel-ui";

/** The codes of a batch just issued: each one's PDF, and the whole batch in one PDF (decision 433). */
function IssuedCodes({ codes }: { codes: string[] }) {
  const t = useMessages(voucherAdminMessages);
  return (
    <div className="mt-3">
      <p className="font-semibold">{t.issued(codes.length)}</p>
      {codes.length > 1 ? (
        <p className="my-2">
          <a href={vouchersPdfUrl(codes)} className="link font-semibold" download>
            {t.pdfAll(codes.length)}
          </a>
        </p>
      ) : null}
      <ul className="my-2 max-h-40 space-y-1 overflow-auto">
        {codes.map((c) => (
          <li key={c}>
            <a href={voucherPdfUrl(c)} className="link font-mono" download>
              {c} (PDF)
            </a>
          </li>
        ))}
      </ul>
      <textarea readOnly className={`${input} h-32 font-mono`} value={codes.join("\n")} />
    </div>
  );
}

/** Issue vouchers by hand: a prize, or a corporate batch of up to 500. */
function IssueForm({ onIssued }: { onIssued: () => void }) {
  const t = useMessages(voucherAdminMessages);
  const lang = useLang();
  const { status, busy, run } = useAction();
  const [kind, setKind] = useState<"value" | "cruise">("value");
  const [codes, setCodes] = useState<string[]>([]);
  return (
    <Section title={t.issueHeading}>
      <form
        className="space-y-2"
        onSubmit={(e) => {
          const f = form(e);
          const body = {
            kind,
            ...(kind === "value"
              ? { amount: num(f.get("amount")) }
              : { cruise: String(f.get("cruise")), people: num(f.get("people")) }),
            count: num(f.get("count")),
            recipientName: String(f.get("recipientName") ?? "") || undefined,
            note: String(f.get("note") ?? ""),
          };
          void run(() => vouchersApi.issue(body), { schema: issueSchema(lang), body }).then(
            (items) => {
              if (!items) return;
              setCodes(items.map((i) => i.code));
              onIssued();
            },
          );
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
          <input name="count" type="number" min={1} max={500} defaultValue={1} className={input} />
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
      {codes.length ? <IssuedCodes codes={codes} /> : null}
    </Section>
  );
}

/** The report for a period and the accountant's CSV. */
function Report() {
  const t = useMessages(voucherAdminMessages);
  const pln = usePln();
  const lang = useLang();
  const { status, busy, run } = useAction();
  const [report, setReport] = useState<Record<string, number> | null>(null);
  return (
    <Section title={t.reportHeading}>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          const f = form(e);
          const from = String(f.get("from") ?? "");
          const to = String(f.get("to") ?? "");
          const query = { ...(from ? { from } : {}), ...(to ? { to } : {}) };
          void run(() => vouchersApi.report(from, to), {
            schema: reportQuerySchema(lang),
            body: query,
          }).then((r) => r && setReport(r));
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
      {status && status !== t.done ? (
        <p role="status" className="mt-2">
          {status}
        </p>
      ) : null}
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
  );
}

/** `onIssued` refreshes the list beside it, so the vouchers just issued are in it. */
export function IssueAndReport({ onIssued }: { onIssued: () => void }) {
  return (
    <div className="space-y-4">
      <IssueForm onIssued={onIssued} />
      <Report />
    </div>
  );
}
