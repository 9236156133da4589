import ArrowDown from "lucide-react/icons/arrow-down";
import ArrowUp from "lucide-react/icons/arrow-up";
import ExternalIcon from "lucide-react/icons/external-link";
import { useState } from "react";
import { toast } from "sonner";
import { redirectIfUnauthorised } from "~/lib/admin-api-client";
import { useLang, useMessages } from "~/lib/i18n/use-lang";
import { cruisesAdminMessages } from "../../admin-messages";
import { fill } from "../../copy";
import { CruiseEditForm } from "./cruise-edit-form";
import type { AdminCruiseItem } from "../../api/cruises";

/** The Polish plural form (1 / 2–4 / 5+) or the English one of a count. */
function plural(n: number, lang: "pl" | "en", forms: { one: string; few: string; many: string }) {
  if (n === 1) return forms.one;
  if (lang === "en") return forms.many;
  const form = new Intl.PluralRules("pl-PL").select(n);
  return form === "few" ? forms.few : forms.many;
}

/** How many departures the provider still sells outside the season (decision 350); nothing at 0. */
function OutsideSeason({ n }: { n: number }) {
  const t = useMessages(cruisesAdminMessages);
  const lang = useLang();
  if (!n) return null;
  return (
    <p
      className="mt-2 rounded-lg bg-amber-50 p-2 text-sm text-amber-900"
      data-testid="outside-season"
    >
      {fill(plural(n, lang, t.outsideSeason), { n })}
    </p>
  );
}

/** One cruise in the "Rejsy" view: status, price, publish, order, edit, preview, delete. */
export function CruiseRow({
  cruise,
  first,
  last,
  onUpdate,
  onMove,
  onRemove,
}: {
  cruise: AdminCruiseItem;
  first: boolean;
  last: boolean;
  onUpdate: (body: Record<string, unknown>) => Promise<unknown>;
  onMove: (by: -1 | 1) => Promise<unknown>;
  onRemove: () => Promise<unknown>;
}) {
  const t = useMessages(cruisesAdminMessages);
  const lang = useLang();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const name = cruise[`name_${lang}`];
  const price =
    cruise.price !== null && cruise.priceActive
      ? `${new Intl.NumberFormat(lang === "pl" ? "pl-PL" : "en-GB").format(cruise.price)} zł ${
          cruise.kind === "shared" ? t.perPerson : t.perBoat
        }`
      : t.noPrice;

  async function run(action: () => Promise<unknown>, done?: string) {
    setBusy(true);
    try {
      await action();
      if (done) toast.success(done);
    } catch (err) {
      if (!redirectIfUnauthorised(err))
        toast.error(t.failed, { description: err instanceof Error ? err.message : String(err) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <li
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
      data-testid="cruise-row"
      data-cruise-key={cruise.key}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h4 className="font-bold break-words text-navy-900">{name}</h4>
          <p className="text-sm text-slate-700">
            {cruise.durationMin} min · {cruise.kind === "shared" ? t.kindShared : t.kindPrivate} ·{" "}
            {t.price}: {price}
          </p>
        </div>
        <span
          className={`rounded-full px-3 py-1 text-xs font-bold ${
            cruise.published ? "bg-green-100 text-green-800" : "bg-slate-200 text-slate-800"
          }`}
        >
          {cruise.published ? t.published : t.hidden}
          {cruise.spec ? ` · ${t.spec}` : ""}
        </span>
      </div>
      <OutsideSeason n={cruise.outsideSeason ?? 0} />
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          className="btn-secondary min-h-11"
          disabled={busy}
          onClick={() => run(() => onUpdate({ published: !cruise.published }), t.saved)}
        >
          {cruise.published ? t.unpublish : t.publish}
        </button>
        <button
          type="button"
          className="btn-secondary min-h-11"
          aria-expanded={editing}
          onClick={() => setEditing((e) => !e)}
        >
          {t.edit}
        </button>
        <a
          href={cruise[`url_${lang}`]}
          target="_blank"
          rel="noopener"
          className="btn-secondary min-h-11"
        >
          {t.preview}
          <ExternalIcon aria-hidden="true" className="size-4" />
        </a>
        <button
          type="button"
          className="btn-secondary min-h-11 px-3"
          disabled={busy || first}
          aria-label={fill(t.moveUp, { name })}
          onClick={() => run(() => onMove(-1))}
        >
          <ArrowUp aria-hidden="true" className="size-4" />
        </button>
        <button
          type="button"
          className="btn-secondary min-h-11 px-3"
          disabled={busy || last}
          aria-label={fill(t.moveDown, { name })}
          onClick={() => run(() => onMove(1))}
        >
          <ArrowDown aria-hidden="true" className="size-4" />
        </button>
        {cruise.spec ? null : (
          <button
            type="button"
            className="btn-secondary min-h-11 text-red-700"
            onClick={() => setConfirming(true)}
          >
            {t.remove}
          </button>
        )}
      </div>
      {confirming ? (
        <div role="alertdialog" aria-label={t.remove} className="mt-3 rounded-lg bg-red-50 p-3">
          <p className="text-sm text-slate-900">{fill(t.removeConfirm, { name })}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <button
              type="button"
              className="btn-primary min-h-11"
              disabled={busy}
              onClick={() => run(onRemove, t.removed)}
            >
              {t.removeYes}
            </button>
            <button
              type="button"
              className="btn-secondary min-h-11"
              onClick={() => setConfirming(false)}
            >
              {t.cancel}
            </button>
          </div>
        </div>
      ) : null}
      {editing ? (
        <CruiseEditForm cruise={cruise} onSave={onUpdate} onClose={() => setEditing(false)} />
      ) : null}
    </li>
  );
}
