import { useState, type FormEvent, type ReactNode, type SelectHTMLAttributes } from "react";
import { formatPrice } from "~/lib/prices/format";
import { TextAreaField, TextField } from "~/components/ui/form-field";
import { postJson } from "~/components/ui/post-json";
import { useLang, useMessages } from "~/lib/i18n/use-lang";
import { voucherMessages } from "../messages";

/** A cruise the form offers: its price per person (shared) or per boat (private), in PLN. */
export interface VoucherFormCruise {
  key: string;
  name: string;
  kind: "shared" | "private";
  capacity: number;
  price: number;
}

const AMOUNTS = Array.from({ length: (3000 - 100) / 50 + 1 }, (_, i) => 100 + i * 50);
const selectClass =
  "block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 focus-visible:border-river-700";

/** An amount as the site writes prices: "{price} PLN" (app/lib/prices/format.ts). */
const pln = (amount: number, lang: "pl" | "en") => formatPrice(amount, lang);

type Errors = Record<string, string>;
type T = (typeof voucherMessages)["pl"];

function FieldError({ error }: { error: string | undefined }) {
  return error ? <p className="mt-1 text-sm font-medium text-red-700">{error}</p> : null;
}

/** A labelled select of the form, with an optional note and its error under it. */
function SelectField({
  id,
  label,
  note,
  error,
  children,
  ...select
}: {
  id: string;
  label: string;
  note?: string;
  error: string | undefined;
  children: ReactNode;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "className">) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-navy-900">
        {label}
      </label>
      <select id={id} className={selectClass} {...select}>
        {children}
      </select>
      {note && <p className="mt-1 text-sm text-slate-600">{note}</p>}
      <FieldError error={error} />
    </div>
  );
}

/** A value voucher or a cruise voucher. */
function KindChoice({
  t,
  kind,
  setKind,
}: {
  t: T;
  kind: "value" | "cruise";
  setKind: (k: "value" | "cruise") => void;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-navy-900">{t.kindLegend}</legend>
      <div className="grid grid-cols-2 gap-2">
        {(["value", "cruise"] as const).map((k) => (
          <label
            key={k}
            className={`flex cursor-pointer items-center justify-center gap-2 rounded-lg border px-3 py-3 font-semibold ${kind === k ? "border-river-700 bg-river-50 text-navy-900" : "border-slate-300 text-slate-700"}`}
          >
            <input
              type="radio"
              name="kind"
              value={k}
              checked={kind === k}
              onChange={() => setKind(k)}
              className="size-4"
            />
            {k === "value" ? t.kindValue : t.kindCruise}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A value voucher's amount: 100–3,000 PLN in steps of 50. */
function AmountField({
  t,
  amount,
  setAmount,
  error,
}: {
  t: T;
  amount: number;
  setAmount: (n: number) => void;
  error: string | undefined;
}) {
  const lang = useLang();
  return (
    <SelectField
      id="voucher-amount"
      label={t.amount}
      note={t.valueNote}
      error={error}
      value={amount}
      onChange={(e) => setAmount(Number(e.target.value))}
      aria-invalid={error ? true : undefined}
    >
      {AMOUNTS.map((a) => (
        <option key={a} value={a}>
          {pln(a, lang)}
        </option>
      ))}
    </SelectField>
  );
}

/** A cruise voucher's cruise, and its people for a shared cruise. */
function CruiseFields({
  t,
  cruises,
  cruiseKey,
  setCruiseKey,
  people,
  setPeople,
  errors,
}: {
  t: T;
  cruises: VoucherFormCruise[];
  cruiseKey: string;
  setCruiseKey: (k: string) => void;
  people: number;
  setPeople: (n: number) => void;
  errors: Errors;
}) {
  const lang = useLang();
  const cruise = cruises.find((c) => c.key === cruiseKey);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        id="voucher-cruise"
        label={t.cruise}
        error={errors.cruise}
        value={cruiseKey}
        onChange={(e) => setCruiseKey(e.target.value)}
      >
        {cruises.map((c) => (
          <option key={c.key} value={c.key}>
            {c.name} – {pln(c.price, lang)} {c.kind === "shared" ? t.perPerson : t.perBoat}
          </option>
        ))}
      </SelectField>
      {cruise?.kind === "shared" ? (
        <TextField
          id="voucher-people"
          label={t.people}
          type="number"
          inputMode="numeric"
          min={1}
          max={cruise.capacity}
          value={people}
          onChange={(e) => setPeople(Math.max(1, Number(e.target.value) || 1))}
          error={errors.people}
        />
      ) : null}
    </div>
  );
}

/** A text input whose id is its form name, with the rest of its props. */
type NamedField = { name: string } & Omit<Parameters<typeof TextField>[0], "id" | "name">;

/** A group of named text inputs under a legend, two columns from the small breakpoint up. */
function FieldGroup({ legend, fields }: { legend: string; fields: NamedField[] }) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-base font-bold text-navy-900">{legend}</legend>
      {fields.map((field) => (
        <TextField key={field.name} id={field.name} {...field} />
      ))}
    </fieldset>
  );
}

/** The buyer, the recipient, the delivery day and the message. */
function PeopleFields({ t, errors }: { t: T; errors: Errors }) {
  return (
    <>
      <FieldGroup
        legend={t.buyerLegend}
        fields={[
          {
            name: "buyerName",
            label: t.name,
            autoComplete: "name",
            required: true,
            error: errors["buyer.name"],
          },
          {
            name: "buyerEmail",
            label: t.email,
            type: "email",
            autoComplete: "email",
            required: true,
            error: errors["buyer.email"],
          },
        ]}
      />
      <FieldGroup
        legend={t.recipientLegend}
        fields={[
          {
            name: "recipientName",
            label: t.recipientName,
            required: true,
            error: errors["recipient.name"],
          },
          {
            name: "recipientEmail",
            label: t.recipientEmail,
            type: "email",
            hint: t.recipientEmailHint,
            error: errors["recipient.email"],
          },
          {
            name: "sendAt",
            label: t.sendAt,
            type: "date",
            hint: t.sendAtHint,
            error: errors.sendAt,
          },
        ]}
      />
      <TextAreaField
        id="message"
        name="message"
        label={t.message}
        maxLength={300}
        error={errors.message}
      />
    </>
  );
}

function TermsField({ t, termsHref, error }: { t: T; termsHref: string; error?: string }) {
  return (
    <div>
      <label className="flex items-start gap-3 text-slate-800">
        <input
          type="checkbox"
          name="terms"
          className="mt-1 size-5 shrink-0"
          aria-invalid={error ? true : undefined}
        />
        <span>
          {t.terms}{" "}
          <a href={termsHref} className="link">
            {t.termsLink}
          </a>
        </span>
      </label>
      <FieldError error={error} />
    </div>
  );
}

/** What the form sends, and Stripe's page it goes to (or the errors it shows). */
function useCheckout(t: T) {
  const lang = useLang();
  const [errors, setErrors] = useState<Errors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function send(e: FormEvent<HTMLFormElement>, choice: Record<string, unknown>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const s = (k: string) => String(f.get(k) ?? "").trim();
    setBusy(true);
    setMessage(null);
    const res = await postJson<{ checkoutUrl: string }>("/api/vouchers/checkout", {
      ...choice,
      buyer: { name: s("buyerName"), email: s("buyerEmail") },
      recipient: { name: s("recipientName"), email: s("recipientEmail") || undefined },
      message: s("message") || undefined,
      sendAt: s("sendAt") || undefined,
      lang,
      terms: f.get("terms") === "on",
    });
    if (res.status === 201 && res.data.checkoutUrl) {
      window.location.assign(res.data.checkoutUrl);
      return;
    }
    setBusy(false);
    setErrors(res.data.fieldErrors ?? {});
    setMessage(res.data.message || t.error);
  }
  return { errors, message, busy, send };
}

/**
 * The voucher order form (docs/architecture.md §4): posts JSON to /api/vouchers/checkout and
 * goes to Stripe's hosted page it answers; the amount shown is the server's rule, which the
 * server computes again. No payment script on our page.
 */
export function VoucherForm({
  cruises,
  initialCruise,
  termsHref,
}: {
  cruises: VoucherFormCruise[];
  initialCruise: string | null;
  termsHref: string;
}) {
  const t = useMessages(voucherMessages);
  const lang = useLang();
  const [kind, setKind] = useState<"value" | "cruise">(initialCruise ? "cruise" : "value");
  const [amount, setAmount] = useState(200);
  const [cruiseKey, setCruiseKey] = useState(initialCruise ?? cruises[0]?.key ?? "");
  const [people, setPeople] = useState(2);
  const { errors, message, busy, send } = useCheckout(t);
  const cruise = cruises.find((c) => c.key === cruiseKey);
  const total =
    kind === "value"
      ? amount
      : cruise
        ? cruise.kind === "shared"
          ? cruise.price * Math.min(people, cruise.capacity)
          : cruise.price
        : 0;
  return (
    <form
      onSubmit={(e) =>
        void send(e, kind === "value" ? { kind, amount } : { kind, cruise: cruiseKey, people })
      }
      noValidate
      className="space-y-6"
      aria-describedby="voucher-form-note"
    >
      <KindChoice t={t} kind={kind} setKind={setKind} />
      {kind === "value" ? (
        <AmountField t={t} amount={amount} setAmount={setAmount} error={errors.amount} />
      ) : (
        <CruiseFields
          t={t}
          cruises={cruises}
          cruiseKey={cruiseKey}
          setCruiseKey={setCruiseKey}
          people={people}
          setPeople={setPeople}
          errors={errors}
        />
      )}
      <p
        className="rounded-lg bg-slate-100 px-4 py-3 text-lg font-bold text-navy-900"
        aria-live="polite"
      >
        {t.total}: {pln(total, lang)}
      </p>
      <PeopleFields t={t} errors={errors} />
      <TermsField t={t} termsHref={termsHref} error={errors.terms} />
      {message ? (
        <p
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 font-medium text-red-800"
        >
          {message}
        </p>
      ) : null}
      <button type="submit" className="btn-primary w-full justify-center sm:w-auto" disabled={busy}>
        {busy ? t.paying : t.pay}
      </button>
      <p id="voucher-form-note" className="text-sm text-slate-600">
        {t.payNote}
      </p>
    </form>
  );
}
