import { useState } from "react";
import { AdminField, adminControl } from "~/components/ui/admin-field";
import { useFormCall } from "~/components/ui/use-form-call";
import { showPanelFailure } from "./panel-failure";
import { useLang, useMessages } from "~/lib/i18n/use-lang";
import { cruisesAdminMessages } from "../../admin-messages";
import { cruisePatchSchema } from "../../schema";
import { BookingFields, type BookingDraft } from "./booking-fields";
import type { AdminCruiseItem } from "../../api/cruises";
import { SubmitCancel } from "~/components/ui/form-buttons";
import { SeasonFields, seasonOf } from "./season-fields";

const LANGS = ["pl", "en"] as const;
const TEXTS = ["name", "summary", "imageAlt"] as const;
const LISTS = ["route", "included", "excluded"] as const;

type Draft = Record<string, string> & { booking?: never };

function draftOf(c: AdminCruiseItem): Draft {
  const d: Record<string, string> = {
    durationMin: String(c.durationMin),
    capacity: String(c.capacity),
    kind: c.kind,
    seasonFrom: c.season?.from ?? "",
    seasonUntil: c.season?.until ?? "",
    times: c.departures?.times.join(", ") ?? "",
    days: (c.departures?.days ?? []).join(","),
  };
  for (const l of LANGS) {
    d[`slug_${l}`] = c[`slug_${l}`];
    for (const f of TEXTS) d[`${f}_${l}`] = c[`${f}_${l}`];
    for (const f of LISTS) d[`${f}_${l}`] = c[`${f}_${l}`].join("\n");
  }
  return d as Draft;
}

/** The PATCH body for the form's draft: texts trimmed, an emptied text of an original cruise back to its default. */
function bodyOf(
  cruise: AdminCruiseItem,
  draft: Draft,
  booking: BookingDraft,
): Record<string, unknown> {
  const out: Record<string, unknown> = {
    durationMin: Number(draft.durationMin),
    capacity: Number(draft.capacity),
    kind: draft.kind,
    booking: { channel: booking.channel, itemId: booking.itemId.trim() || null },
    season: seasonOf(draft.seasonFrom!, draft.seasonUntil!),
    departures: draft.times!.trim()
      ? {
          times: draft
            .times!.split(",")
            .map((s) => s.trim())
            .filter(Boolean),
          days: draft
            .days!.split(",")
            .map((s) => Number(s.trim()))
            .filter((n) => n > 0),
        }
      : null,
  };
  for (const l of LANGS) {
    if (!cruise.spec) out[`slug_${l}`] = draft[`slug_${l}`]!.trim();
    for (const f of TEXTS) {
      const v = draft[`${f}_${l}`]!.trim();
      out[`${f}_${l}`] = v === "" && (cruise.spec || f !== "name") ? null : v;
    }
    for (const f of LISTS) {
      const items = draft[`${f}_${l}`]!.split("\n")
        .map((s) => s.trim())
        .filter(Boolean);
      out[`${f}_${l}`] = items.length === 0 && cruise.spec ? null : items;
    }
  }
  return out;
}

/**
 * Everything of a cruise, both languages side by side (stacked at 375 px). For the six original cruises an
 * emptied text goes back to its default; their addresses are fixed. Nothing typed is lost on
 * an error: the fields keep the draft and show the server's messages.
 */
export function CruiseEditForm({
  cruise,
  onSave,
  onClose,
}: {
  cruise: AdminCruiseItem;
  onSave: (body: Record<string, unknown>) => Promise<unknown>;
  onClose: () => void;
}) {
  const t = useMessages(cruisesAdminMessages);
  const lang = useLang();
  const [draft, setDraft] = useState<Draft>(() => draftOf(cruise));
  const [booking, setBooking] = useState<BookingDraft>({
    channel: cruise.booking.channel,
    itemId: cruise.booking.itemId ?? "",
  });
  const { busy: saving, errors, send, formRef } = useFormCall();
  const set = (key: string, value: string) => setDraft((d) => ({ ...d, [key]: value }) as Draft);
  const id = (key: string) => `cruise-${cruise.id}-${key}`;

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const body = bodyOf(cruise, draft, booking);
    // Refused in the browser by the route's own schema before any request (issue 43).
    const saved = await send(cruisePatchSchema(lang), body, () => onSave(body), {
      success: t.saved,
      fail: showPanelFailure(t.failed),
    });
    if (saved) onClose();
  }

  const text = (key: string, label: string, rows = 0, hint?: string) => (
    <AdminField id={id(key)} label={label} hint={hint} error={errors[key]}>
      {(aria) =>
        rows ? (
          <textarea
            {...aria}
            rows={rows}
            value={draft[key]}
            onChange={(e) => set(key, e.target.value)}
            className={adminControl}
          />
        ) : (
          <input
            {...aria}
            value={draft[key]}
            onChange={(e) => set(key, e.target.value)}
            className={adminControl}
          />
        )
      }
    </AdminField>
  );

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      className="mt-3 space-y-5 border-t border-slate-200 pt-4"
      data-testid="cruise-edit-form"
    >
      <fieldset disabled={saving} className="space-y-5">
        <div className="grid gap-4 sm:grid-cols-3">
          {text("durationMin", t.duration)}
          {text("capacity", t.capacity)}
          <AdminField id={id("kind")} label={t.kind} error={errors.kind}>
            {(aria) => (
              <select
                {...aria}
                value={draft.kind}
                onChange={(e) => set("kind", e.target.value)}
                className={adminControl}
              >
                <option value="private">{t.kindPrivate}</option>
                <option value="shared">{t.kindShared}</option>
              </select>
            )}
          </AdminField>
          <BookingFields
            idPrefix={`cruise-${cruise.id}`}
            value={booking}
            onChange={setBooking}
            errors={errors}
          />
        </div>
        <div className="grid gap-6 lg:grid-cols-2">
          {LANGS.map((l) => (
            <fieldset key={l} className="space-y-4 rounded-lg bg-slate-50 p-3">
              <legend className="px-1 font-bold text-navy-900">
                {l === "pl" ? t.polish : t.english}
              </legend>
              {text(`name_${l}`, t.namePl.replace(/ \(.*\)$/, ""))}
              {cruise.spec ? (
                <p className="text-sm text-slate-600">
                  {t.slug}: <code>{cruise[`url_${l}`]}</code> · {t.slugFixed}
                </p>
              ) : (
                text(`slug_${l}`, t.slug, 0, t.slugHint)
              )}
              {text(`summary_${l}`, t.summary, 4, cruise.spec ? t.defaultHint : undefined)}
              {text(`route_${l}`, t.route, 4)}
              {text(`included_${l}`, t.included, 4)}
              {text(`excluded_${l}`, t.excluded, 3)}
              {text(`imageAlt_${l}`, t.imageAlt, 2)}
            </fieldset>
          ))}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <SeasonFields
            legend={t.season}
            from={text("seasonFrom", t.seasonFrom)}
            until={text("seasonUntil", t.seasonUntil)}
            errors={errors}
          />
          <div className="space-y-3">
            {text("times", t.times)}
            {Object.entries(errors)
              .filter(([k]) => k.startsWith("departures"))
              .slice(0, 1)
              .map(([k, v]) => (
                <p key={k} className="text-sm font-medium text-red-700">
                  {v}
                </p>
              ))}
            {text("days", `${t.days} (1–7: ${t.dayNames})`)}
          </div>
        </div>
      </fieldset>
      <SubmitCancel busy={saving} onCancel={onClose} disableWhileBusy />
    </form>
  );
}
