import { useEffect, useState } from "react";
import { toast } from "sonner";
import { ownIcon } from "~/lib/toast-icon";
import { AdminCheckbox, AdminInput } from "~/components/ui/admin-field";
import { useFormCall } from "~/components/ui/use-form-call";
import { useUnsavedChanges } from "~/components/ui/unsaved-changes";
import { useLang, useMessages } from "~/lib/i18n/use-lang";
import { redirectIfUnauthorised } from "~/lib/admin-api-client";
import { pricesApi, type PriceLocation, type PriceRowData } from "../api/prices";
import { pricesMessages } from "../messages";
import { parsePrice, priceUpdateSchema } from "../schema";
import type { AdminPrice } from "~/lib/api-shapes";
import { Spinner } from "~/components/ui/spinner";

interface Draft {
  price: string;
  description: string;
  is_active: boolean;
}

function draftOf(p: AdminPrice): Draft {
  return {
    price: String(p.price),
    description: p.description ?? "",
    is_active: p.is_active,
  };
}

export function PricesTab() {
  const t = useMessages(pricesMessages);
  const [prices, setPrices] = useState<PriceRowData[] | null>(null);
  const [locations, setLocations] = useState<PriceLocation[]>([]);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    pricesApi
      .list()
      .then((r) => {
        setPrices(r.prices);
        setLocations(r.locations);
      })
      .catch((err) => {
        if (redirectIfUnauthorised(err)) return;
        setFailed(true);
        toast.error(t.errorTitle, { description: t.pricesLoadFailed });
      });
  }, [t]);

  if (failed) return <p className="rounded-xl bg-white p-6 text-slate-700">{t.pricesLoadFailed}</p>;
  if (!prices) return <Spinner label={t.loading} />;

  // A section per location, by the rows' order (decision 400): an open one always (saying when
  // it has no cruise), any other once it has a cruise; each cruise's row names its location.
  const groupOf = (p: PriceRowData) => p.location ?? "";
  const sections: Array<[string, string, string]> = locations
    .filter((l) => l.status === "open" || prices.some((p) => groupOf(p) === l.id))
    .map((l) => [l.id, l.name, t.pricesEmpty]);
  const order = (p: PriceRowData) => p.order ?? 99;

  return (
    <div className="space-y-8">
      <div
        className="space-y-2 rounded-xl bg-river-50 p-4 text-sm text-slate-800"
        data-testid="prices-help"
      >
        <p>{t.pricesHelpDescription}</p>
        <p>{t.pricesHelpActive}</p>
      </div>
      {sections.map(([group, title, empty]) => {
        const rows = prices.filter((p) => groupOf(p) === group).sort((a, b) => order(a) - order(b));
        return (
          <section key={group} aria-labelledby={`prices-${group}`}>
            <h2 id={`prices-${group}`} className="text-xl font-bold text-navy-900">
              {title}
            </h2>
            {rows.length === 0 ? (
              <p className="mt-3 rounded-xl bg-white p-6 text-slate-700">{empty}</p>
            ) : (
              <ul className="mt-3 space-y-4">
                {rows.map((p) => (
                  <li key={p.id}>
                    <PriceRow
                      price={p}
                      onSaved={(updated) =>
                        setPrices(
                          (all) =>
                            all?.map((x) => (x.id === updated.id ? { ...x, ...updated } : x)) ??
                            null,
                        )
                      }
                    />
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}

function PriceRow({ price, onSaved }: { price: PriceRowData; onSaved: (p: AdminPrice) => void }) {
  const t = useMessages(pricesMessages);
  const [draft, setDraft] = useState<Draft>(() => draftOf(price));
  const lang = useLang();
  const { busy: saving, errors, send, formRef } = useFormCall();
  const label = price.label ?? price.cruise_type;
  const id = `price-${price.id}`;
  const saved = draftOf(price);
  useUnsavedChanges(
    draft.price !== saved.price ||
      draft.description !== saved.description ||
      draft.is_active !== saved.is_active,
  );

  async function save(e: React.FormEvent) {
    e.preventDefault();
    const body = {
      price: parsePrice(draft.price),
      description: draft.description,
      is_active: draft.is_active,
    };
    // Checked in the browser by the route's own schema before any request (issue 43).
    await send(
      priceUpdateSchema(lang),
      body,
      async () => {
        const updated = await pricesApi.update(price.id, body);
        onSaved(updated);
        setDraft(draftOf(updated));
        toast.success(t.savedTitle, {
          ...ownIcon(t.savedTitle),
          description: t.savedText,
        });
      },
      { fail: () => toast.error(t.errorTitle, { description: t.priceSaveFailed }) },
    );
  }

  return (
    <form
      ref={formRef}
      method="post"
      onSubmit={save}
      className="rounded-xl bg-white p-4 shadow-sm sm:p-5"
      aria-labelledby={`${id}-title`}
      data-cruise-type={price.cruise_type}
    >
      <fieldset disabled={saving} className="grid gap-4 sm:grid-cols-[10rem_1fr_auto] sm:items-end">
        <legend id={`${id}-title`} className="mb-2 font-semibold text-navy-900 sm:col-span-3">
          {label}
        </legend>
        <AdminInput
          id={`${id}-price`}
          label={t.priceLabel}
          error={errors.price}
          type="text"
          inputMode="decimal"
          value={draft.price}
          onChange={(e) => setDraft({ ...draft, price: e.target.value })}
        />
        <AdminInput
          id={`${id}-description`}
          label={t.descriptionLabel}
          error={errors.description}
          type="text"
          value={draft.description}
          onChange={(e) => setDraft({ ...draft, description: e.target.value })}
        />
        <AdminCheckbox
          label={t.activeLabel}
          className="text-sm"
          checked={draft.is_active}
          onChange={(e) => setDraft({ ...draft, is_active: e.target.checked })}
        />
        <div className="sm:col-span-3">
          <button type="submit" className="btn-primary w-full sm:w-auto">
            {saving ? t.saving : t.save}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
