import TriangleAlert from "lucide-react/icons/triangle-alert";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { AdminField } from "~/components/ui/admin-field";
import { Spinner } from "~/components/ui/spinner";
import { useUnsavedChanges } from "~/components/ui/unsaved-changes";
import { usePanelSave } from "~/components/ui/use-draft-form";
import { redirectIfUnauthorised } from "~/lib/admin-api-client";
import { settingsApi, type SavedSettings } from "../api/settings";
import { useLang, useMessages } from "~/lib/i18n/use-lang";
import { flatten, REQUIRED_LEGAL, SETTING_PATHS, type SettingPath } from "~/lib/site-data/settings";
import { siteAdminMessages } from "../messages";
import { settingsPatchSchema } from "../settings-schema";
import { control } from "~/components/ui/panel-save";
import { UsefulLinksFields } from "./useful-links-fields";

type Saved = SavedSettings;

type GroupKey = "contact" | "social" | "company" | "rentalCompany" | "reviews" | "boats";
/** The form's parts: the contact details in their own order, then each group of dotted paths. */
const GROUPS: Array<{ key: GroupKey; paths: SettingPath[] }> = [
  { key: "contact", paths: ["phone", "whatsapp", "email", "enquiryEmail"] },
  ...(["social", "company", "rentalCompany", "reviews", "boats"] as const).map((key) => ({
    key,
    paths: SETTING_PATHS.filter((p) => p.startsWith(`${key}.`)),
  })),
];

/** The legal details the terms need, which may stay empty until the operator has them. */
const IDENTIFIERS = new Set<SettingPath>(REQUIRED_LEGAL);
type InputKind = {
  type: string;
  inputMode?: "tel" | "numeric" | "email" | "url";
  autoComplete?: string;
};
const TEL: InputKind = { type: "tel", inputMode: "tel" };
const MAIL: InputKind = { type: "email", inputMode: "email" };
const URL_FIELD: InputKind = { type: "url", inputMode: "url" };
const NUMBER: InputKind = { type: "text", inputMode: "numeric" };
const INPUT_TYPE: Partial<Record<SettingPath, InputKind>> = {
  phone: TEL,
  whatsapp: TEL,
  email: MAIL,
  enquiryEmail: MAIL,
  "social.facebook": URL_FIELD,
  "social.instagram": URL_FIELD,
  "social.tiktok": URL_FIELD,
  "social.youtube": URL_FIELD,
  "reviews.tripadvisor": URL_FIELD,
  "reviews.getyourguide": URL_FIELD,
  "reviews.googleMaps": URL_FIELD,
  "company.nip": NUMBER,
  "company.regon": NUMBER,
  "company.krs": NUMBER,
  "rentalCompany.nip": NUMBER,
  "boats.eventCapacity": NUMBER,
};

/** Dotted paths back to the nested shape PATCH takes. */
function nest(flat: Record<string, string>): Record<string, unknown> {
  const out: Record<string, Record<string, string> | string> = {};
  for (const [path, value] of Object.entries(flat)) {
    // The list's flat value is its JSON text (app/lib/site-data/settings.ts).
    if (path === "usefulLinks") {
      out[path] = JSON.parse(value) as never;
      continue;
    }
    const [a, b] = path.split(".") as [string, string | undefined];
    if (b === undefined) out[a] = value;
    else ((out[a] ??= {}) as Record<string, string>)[b] = value;
  }
  return out;
}

/** Business facts (decision 230): one form; only changed fields are sent; a failed save keeps what was typed. */
export function SettingsSection() {
  const t = useMessages(siteAdminMessages);
  const lang = useLang();
  const [saved, setSaved] = useState<Saved | null>(null);
  const [draft, setDraft] = useState<Record<string, string>>({});
  const [failed, setFailed] = useState(false);
  const { busy: saving, errors, form } = usePanelSave();
  const before = saved ? (flatten(saved) as Record<string, string>) : {};
  const changed = Object.fromEntries(Object.entries(draft).filter(([k, v]) => before[k] !== v));
  useUnsavedChanges(Object.keys(changed).length > 0);

  useEffect(() => {
    settingsApi
      .get()
      .then((s) => {
        setSaved(s);
        setDraft(flatten(s));
      })
      .catch((err) => {
        if (!redirectIfUnauthorised(err)) setFailed(true);
      });
  }, []);

  if (failed) return <p className="rounded-xl bg-white p-6 text-slate-700">{t.loadFailed}</p>;
  if (!saved) return <Spinner label={t.loading} />;

  // Field errors under their inputs; the first of them scrolled to and focused (issue 34, item 14).
  const submit = async () => {
    const next = await settingsApi.save(nest(changed));
    setSaved(next);
    setDraft(flatten(next));
    toast.success(t.savedTitle, { description: t.settings.saved });
  };

  return (
    <form
      // Checked in the browser by the route's own schema before any request (issue 43).
      {...form(submit, { schema: settingsPatchSchema(lang), body: () => nest(changed) })}
      className="mt-4 space-y-4"
      data-testid="settings-form"
    >
      {saved.missingLegal.length > 0 ? (
        <div
          role="note"
          className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
          data-testid="settings-missing"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <p>
            {t.settings.missing}{" "}
            <strong>{saved.missingLegal.map((p) => t.fields[p] ?? p).join(", ")}</strong>.{" "}
            {t.settings.missingEnd}
          </p>
        </div>
      ) : null}
      <fieldset disabled={saving} className="space-y-4">
        {GROUPS.map((g) => (
          <fieldset key={g.key} className="rounded-xl bg-white p-4 shadow-sm sm:p-5">
            <legend className="sr-only">{t.settings[g.key]}</legend>
            <p aria-hidden="true" className="mb-3 font-bold text-navy-900">
              {t.settings[g.key]}
            </p>
            <div className="grid gap-4 sm:grid-cols-2">
              {g.paths.map((path) => {
                const id = `setting-${path.replace(".", "-")}`;
                const hint = IDENTIFIERS.has(path)
                  ? t.settings.identifierHint
                  : g.key === "social"
                    ? t.settings.socialHint
                    : g.key === "reviews"
                      ? t.settings.reviewsHint
                      : g.key === "boats"
                        ? t.settings.boatsHint
                        : path === "email"
                          ? t.settings.emailHint
                          : path === "enquiryEmail"
                            ? saved.enquiryEmailFixed
                              ? t.settings.enquiryEmailFixed(saved.enquiryEmailFixed)
                              : t.settings.enquiryEmailHint
                            : undefined;
                const kind = INPUT_TYPE[path];
                return (
                  <AdminField
                    key={path}
                    id={id}
                    label={t.fields[path] ?? path}
                    hint={hint}
                    error={errors[path]}
                  >
                    {(aria) => (
                      <input
                        {...aria}
                        name={path}
                        type={kind?.type ?? "text"}
                        inputMode={kind?.inputMode}
                        value={draft[path] ?? ""}
                        onChange={(e) => setDraft({ ...draft, [path]: e.target.value })}
                        className={control}
                      />
                    )}
                  </AdminField>
                );
              })}
            </div>
          </fieldset>
        ))}
        <UsefulLinksFields
          value={draft.usefulLinks ?? "[]"}
          onChange={(json) => setDraft({ ...draft, usefulLinks: json })}
          errors={errors}
        />
        <button type="submit" className="btn-primary w-full sm:w-auto">
          {saving ? t.saving : t.save}
        </button>
      </fieldset>
    </form>
  );
}
