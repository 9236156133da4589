import { AdminField } from "~/components/ui/admin-field";
import { useMessages } from "~/lib/i18n/use-lang";
import { MAX_USEFUL_LINKS, parseUsefulLinks, type UsefulLink } from "~/lib/site-data/settings";
import { siteAdminMessages } from "../messages";
import { control } from "~/components/ui/panel-save";

/**
 * The footer's useful links (issue 45, item 19): up to 8 rows of a Polish name, an English name
 * and an https address. The form keeps them as the JSON text of the "usefulLinks" setting.
 */
export function UsefulLinksFields({
  value,
  onChange,
  errors,
}: {
  value: string;
  onChange: (json: string) => void;
  errors: Partial<Record<string, string>>;
}) {
  const t = useMessages(siteAdminMessages);
  const links = parseUsefulLinks(value) ?? [];
  const set = (next: UsefulLink[]) => onChange(JSON.stringify(next));
  const edit = (i: number, patch: Partial<UsefulLink>) =>
    set(links.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  const fields = [
    ["label_pl", t.settings.linkLabelPl, "text"],
    ["label_en", t.settings.linkLabelEn, "text"],
    ["url", t.settings.linkUrl, "url"],
  ] as const;
  return (
    <fieldset className="rounded-xl bg-white p-4 shadow-sm sm:p-5" data-testid="useful-links">
      <legend className="sr-only">{t.settings.usefulLinks}</legend>
      <p aria-hidden="true" className="mb-3 font-bold text-navy-900">
        {t.settings.usefulLinks}
      </p>
      {errors.usefulLinks ? (
        <p role="alert" className="mb-3 text-sm font-semibold text-red-700">
          {errors.usefulLinks}
        </p>
      ) : null}
      <ol className="space-y-4">
        {links.map((link, i) => (
          <li key={i} className="rounded-lg border border-slate-200 p-3">
            <fieldset>
              <legend className="mb-2 text-sm font-semibold text-slate-700">
                {t.settings.linkNumber(i + 1)}
              </legend>
              <div className="grid gap-3 sm:grid-cols-3">
                {fields.map(([key, label, type]) => (
                  <AdminField
                    key={key}
                    id={`setting-usefulLinks-${i}-${key}`}
                    label={label}
                    error={errors[`usefulLinks.${i}.${key}`]}
                  >
                    {(aria) => (
                      <input
                        {...aria}
                        name={`usefulLinks.${i}.${key}`}
                        type={type}
                        inputMode={type === "url" ? "url" : undefined}
                        value={link[key]}
                        onChange={(e) => edit(i, { [key]: e.target.value })}
                        className={control}
                      />
                    )}
                  </AdminField>
                ))}
              </div>
              <button
                type="button"
                className="btn-secondary mt-3"
                onClick={() => set(links.filter((_, j) => j !== i))}
              >
                {t.settings.removeLink}
              </button>
            </fieldset>
          </li>
        ))}
      </ol>
      {links.length < MAX_USEFUL_LINKS ? (
        <button
          type="button"
          className="btn-secondary mt-4"
          onClick={() => set([...links, { label_pl: "", label_en: "", url: "https://" }])}
        >
          {t.settings.addLink}
        </button>
      ) : null}
    </fieldset>
  );
}
