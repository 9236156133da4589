import { useState } from "react";
import { Spinner } from "~/components/ui/spinner";
import { useLang, useMessages } from "~/lib/i18n/use-lang";
import { cruisesAdminMessages } from "../../admin-messages";
import { defaultChannelFor, type LocationId } from "../../model";
import { CruiseAddForm } from "./cruise-add-form";
import { CruiseRow } from "./cruise-row";
import { LocationAddForm } from "./location-add-form";
import { LocationForm } from "./location-form";
import { useCruises } from "../../api/cruises";

/**
 * The panel's "Rejsy" view (decision 303), built for a 375 px phone first: the cruises of each
 * location with status and price, add (short form), edit both languages, reorder,
 * publish/unpublish, delete with confirmation, preview; each location's settings. Prices stay
 * in "Ceny Rejsów", linked from here.
 */
export function CruisesTab({ onOpenPrices }: { onOpenPrices?: () => void }) {
  const t = useMessages(cruisesAdminMessages);
  const lang = useLang();
  const data = useCruises();
  const [adding, setAdding] = useState<LocationId | null>(null);
  const [addingLocation, setAddingLocation] = useState(false);

  if (data.failed) return <p className="rounded-xl bg-white p-6 text-slate-700">{t.loadFailed}</p>;
  if (!data.cruises || !data.locations) return <Spinner label={t.loading} />;

  return (
    <div className="space-y-8" data-testid="cruises-tab">
      <div className="space-y-2 rounded-xl bg-river-50 p-4 text-sm text-slate-800">
        <p>{t.intro}</p>
        <a
          href="?tab=prices"
          className="link font-semibold"
          onClick={(e) => {
            if (!onOpenPrices) return;
            e.preventDefault();
            onOpenPrices();
          }}
        >
          {t.pricesLink}
        </a>
      </div>
      {data.locations.map((location) => {
        const loc = location.id;
        const rows = data.cruises!.filter((c) => c.location === loc);
        return (
          <section key={loc} aria-labelledby={`cruises-${loc}`} className="space-y-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id={`cruises-${loc}`} className="text-xl font-bold text-navy-900">
                {location[`name_${lang}`]}
              </h2>
              <button
                type="button"
                className="btn-primary min-h-11"
                onClick={() => setAdding(loc)}
                aria-expanded={adding === loc}
              >
                {t.add}
              </button>
            </div>
            {location?.status === "coming_soon" ? (
              <p className="text-sm font-semibold text-signal-600">{t.comingSoonNote}</p>
            ) : null}
            {adding === loc ? (
              <CruiseAddForm
                initialLocation={loc}
                initialChannel={defaultChannelFor(rows)}
                locations={data.locations!}
                onCreate={data.create}
                onClose={() => setAdding(null)}
              />
            ) : null}
            {rows.length === 0 ? (
              <p className="rounded-xl bg-white p-4 text-slate-700">{t.empty}</p>
            ) : (
              <ul className="space-y-3">
                {rows.map((c, i) => (
                  <CruiseRow
                    key={c.id}
                    cruise={c}
                    first={i === 0}
                    last={i === rows.length - 1}
                    onUpdate={(body) => data.update(c.id, body)}
                    onMove={(by) => data.move(c, by)}
                    onRemove={() => data.remove(c.id)}
                  />
                ))}
              </ul>
            )}
            <LocationForm
              key={JSON.stringify(location)}
              location={location}
              onSave={(body) => data.updateLocation(loc, body)}
            />
          </section>
        );
      })}
      <section aria-label={t.addLocation} className="space-y-3">
        {addingLocation ? (
          <LocationAddForm
            onCreate={data.createLocation}
            onClose={() => setAddingLocation(false)}
          />
        ) : (
          <button
            type="button"
            className="btn-secondary min-h-11"
            onClick={() => setAddingLocation(true)}
          >
            {t.addLocation}
          </button>
        )}
      </section>
    </div>
  );
}
