import { useState } from "react";
import { AdminField, adminControl } from "~/components/ui/admin-field";
import { useFormCall } from "~/components/ui/use-form-call";
import { showPanelFailure } from "./panel-failure";
import { SeasonFields, seasonOf } from "./season-fields";
import { useLang, useMessages } from "~/lib/i18n/use-lang";
import { cruisesAdminMessages } from "../../admin-messages";
import type { Location } from "../../model";
import { locationPatchSchema } from "../../schema";

const num = (v: string) => (v.trim() === "" ? null : Number(v.replace(",", ".")));

/** A location's settings: open or coming soon, start point in both languages, map point, wind limit. */
export function LocationForm({
  location,
  onSave,
}: {
  location: Location;
  onSave: (body: Record<string, unknown>) => Promise<unknown>;
}) {
  const t = useMessages(cruisesAdminMessages);
  const [draft, setDraft] = useState(() => ({
    status: location.status,
    name_pl: location.name_pl,
    name_en: location.name_en,
    slug_pl: location.slug_pl,
    slug_en: location.slug_en,
    startPoint_pl: location.startPoint_pl,
    startPoint_en: location.startPoint_en,
    lat: location.lat === null ? "" : String(location.lat),
    lng: location.lng === null ? "" : String(location.lng),
    windLimitKmh: location.windLimitKmh === null ? "" : String(location.windLimitKmh),
    seasonFrom: location.season?.from ?? "",
    seasonUntil: location.season?.until ?? "",
  }));
  const lang = useLang();
  const { busy: saving, errors, send, formRef } = useFormCall();
  const id = (k: string) => `location-${location.id}-${k}`;

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const body = {
      status: draft.status,
      // the original three keep their names and addresses (decision 400).
      ...(location.spec
        ? {}
        : {
            name_pl: draft.name_pl.trim(),
            name_en: draft.name_en.trim(),
            slug_pl: draft.slug_pl.trim(),
            slug_en: draft.slug_en.trim(),
          }),
      startPoint_pl: draft.startPoint_pl.trim() || null,
      startPoint_en: draft.startPoint_en.trim() || null,
      lat: num(draft.lat),
      lng: num(draft.lng),
      windLimitKmh: num(draft.windLimitKmh),
      season: seasonOf(draft.seasonFrom, draft.seasonUntil),
    };
    // Refused in the browser by the route's own schema before any request (issue 43).
    await send(locationPatchSchema(lang), body, () => onSave(body), {
      success: t.saved,
      fail: showPanelFailure(t.failed),
    });
  }

  const input = (key: keyof typeof draft, label: string, inputMode?: "decimal" | "numeric") => (
    <AdminField id={id(key)} label={label} error={errors[key]}>
      {(aria) => (
        <input
          {...aria}
          inputMode={inputMode}
          value={draft[key]}
          onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
          className={adminControl}
        />
      )}
    </AdminField>
  );

  return (
    <details className="rounded-xl bg-slate-50 p-3" data-testid={`location-${location.id}`}>
      <summary className="min-h-11 cursor-pointer py-2 font-semibold text-navy-900">
        {t.locationTitle}:{" "}
        {location.status === "open"
          ? t.statusOpen
          : location.status === "hidden"
            ? t.statusHidden
            : t.statusSoon}
      </summary>
      <form ref={formRef} onSubmit={submit} noValidate className="mt-3 space-y-4">
        <fieldset disabled={saving} className="grid gap-4 sm:grid-cols-2">
          <AdminField id={id("status")} label={t.status} error={errors.status}>
            {(aria) => (
              <select
                {...aria}
                value={draft.status}
                onChange={(e) =>
                  setDraft({ ...draft, status: e.target.value as Location["status"] })
                }
                className={adminControl}
              >
                <option value="open">{t.statusOpen}</option>
                <option value="coming_soon">{t.statusSoon}</option>
                {location.spec ? null : <option value="hidden">{t.statusHidden}</option>}
              </select>
            )}
          </AdminField>
          {location.spec ? null : (
            <>
              {input("name_pl", t.locationNamePl)}
              {input("name_en", t.locationNameEn)}
              {input("slug_pl", t.slugPl)}
              {input("slug_en", t.slugEn)}
            </>
          )}
          {input("windLimitKmh", t.wind, "numeric")}
          {input("startPoint_pl", t.startPointPl)}
          {input("startPoint_en", t.startPointEn)}
          {input("lat", t.lat, "decimal")}
          {input("lng", t.lng, "decimal")}
          <SeasonFields
            className="grid grid-cols-2 gap-3 sm:col-span-2"
            legend={t.locationSeason}
            hint={t.locationSeasonHint}
            from={input("seasonFrom", t.seasonFrom)}
            until={input("seasonUntil", t.seasonUntil)}
            errors={errors}
          />
        </fieldset>
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className="btn-primary" disabled={saving}>
            {saving ? t.saving : t.save}
          </button>
          <a href={location.url_pl} target="_blank" rel="noopener" className="link">
            {t.pageAddress.replace("{url}", location.url_pl)}
          </a>
          {location.mapUrl ? (
            <a href={location.mapUrl} target="_blank" rel="noopener" className="link">
              {t.showOnMap}
            </a>
          ) : null}
        </div>
      </form>
    </details>
  );
}
