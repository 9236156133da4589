import { useState } from "react";
import { AdminField, adminControl } from "~/components/ui/admin-field";
import { useFormCall } from "~/components/ui/use-form-call";
import { showPanelFailure } from "./panel-failure";
import { useLang, useMessages } from "~/lib/i18n/use-lang";
import { cruisesAdminMessages } from "../../admin-messages";
import type { Location } from "../../model";
import { locationCreateSchema } from "../../schema";

const num = (v: string) => (v.trim() === "" ? Number.NaN : Number(v.replace(",", ".")));
const FIELDS = [
  "name_pl",
  "name_en",
  "slug_pl",
  "slug_en",
  "startPoint_pl",
  "startPoint_en",
  "lat",
  "lng",
  "windLimitKmh",
] as const;
type Field = (typeof FIELDS)[number];

/**
 * A new location (decision 400), built for a 375 px phone: names, page addresses (empty: from
 * the names), start point in both languages, map point, wind limit and status (coming soon
 * unless chosen). Nothing typed is lost on an error; the server's messages sit under their fields.
 */
export function LocationAddForm({
  onCreate,
  onClose,
}: {
  onCreate: (body: Record<string, unknown>) => Promise<Location>;
  onClose: () => void;
}) {
  const t = useMessages(cruisesAdminMessages);
  const [draft, setDraft] = useState<Record<Field, string>>(
    () => Object.fromEntries(FIELDS.map((f) => [f, f === "windLimitKmh" ? "40" : ""])) as never,
  );
  const [status, setStatus] = useState<Location["status"]>("coming_soon");
  const lang = useLang();
  const { busy: saving, errors, send, formRef } = useFormCall();
  const labels: Record<Field, string> = {
    name_pl: t.locationNamePl,
    name_en: t.locationNameEn,
    slug_pl: t.slugPl,
    slug_en: t.slugEn,
    startPoint_pl: t.startPointPl,
    startPoint_en: t.startPointEn,
    lat: t.lat,
    lng: t.lng,
    windLimitKmh: t.wind,
  };

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const text = (f: Field) => draft[f].trim();
    const body = {
      name_pl: text("name_pl"),
      name_en: text("name_en"),
      ...(text("slug_pl") ? { slug_pl: text("slug_pl") } : {}),
      ...(text("slug_en") ? { slug_en: text("slug_en") } : {}),
      startPoint_pl: text("startPoint_pl"),
      startPoint_en: text("startPoint_en"),
      lat: num(draft.lat),
      lng: num(draft.lng),
      windLimitKmh: num(draft.windLimitKmh),
      status,
    };
    // Refused in the browser by the route's own schema before any request (issue 43).
    let url = "";
    const created = await send(
      locationCreateSchema(lang),
      body,
      async () => {
        url = (await onCreate(body)).url_pl;
      },
      {
        success: () => t.locationCreated.replace("{url}", url),
        fail: showPanelFailure(t.failed),
      },
    );
    if (created) onClose();
  }

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-labelledby="location-add-title"
      className="space-y-4 rounded-xl bg-white p-4 ring-1 ring-slate-200"
      data-testid="location-add-form"
    >
      <h3 id="location-add-title" className="text-lg font-bold text-navy-900">
        {t.addLocationTitle}
      </h3>
      <p className="text-sm text-slate-700">{t.addLocationHint}</p>
      <fieldset disabled={saving} className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((f) => (
          <AdminField key={f} id={`location-add-${f}`} label={labels[f]} error={errors[f]}>
            {(aria) => (
              <input
                {...aria}
                inputMode={
                  f === "lat" || f === "lng"
                    ? "decimal"
                    : f === "windLimitKmh"
                      ? "numeric"
                      : undefined
                }
                value={draft[f]}
                onChange={(e) => setDraft({ ...draft, [f]: e.target.value })}
                className={adminControl}
              />
            )}
          </AdminField>
        ))}
        <AdminField id="location-add-status" label={t.status} error={errors.status}>
          {(aria) => (
            <select
              {...aria}
              value={status}
              onChange={(e) => setStatus(e.target.value as Location["status"])}
              className={adminControl}
            >
              <option value="coming_soon">{t.statusSoon}</option>
              <option value="open">{t.statusOpen}</option>
            </select>
          )}
        </AdminField>
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary min-h-11" disabled={saving}>
          {saving ? t.saving : t.addLocation}
        </button>
        <button type="button" className="btn-secondary min-h-11" onClick={onClose}>
          {t.cancel}
        </button>
      </div>
    </form>
  );
}
