import Save from "lucide-react/icons/save";
import { Fragment } from "react";
import { IconButton } from "~/components/ui/icon-button";
import { useMessages } from "~/lib/i18n/use-lang";
import { campaignMessages } from "../messages";
import type { CampaignList } from "../types";
import { EVERYONE, LANGUAGES, type CampaignForm } from "./campaign-form";
import { Field, INPUT } from "./campaign-field";
import type { DraftState } from "./use-campaign-draft";

/** The campaign's text in both languages and its audience. */
export function CampaignFields({
  form,
  errors,
  list,
  disabled,
  onChange,
}: {
  form: CampaignForm;
  errors: Record<string, string>;
  list: CampaignList;
  disabled: boolean;
  onChange: <K extends keyof CampaignForm>(key: K, value: CampaignForm[K]) => void;
}) {
  const t = useMessages(campaignMessages);
  return (
    <fieldset disabled={disabled} className="min-w-0">
      <legend className="sr-only">{t.editorTitle}</legend>
      {LANGUAGES.map((l) => (
        <Fragment key={l}>
          <Field
            id={`campaign-subject-${l}`}
            label={l === "pl" ? t.subjectPl : t.subjectEn}
            error={errors[`subject_${l}`]}
          >
            {(aria) => (
              <input
                {...aria}
                className={INPUT}
                value={form[`subject_${l}`]}
                maxLength={200}
                onChange={(e) => onChange(`subject_${l}`, e.target.value)}
              />
            )}
          </Field>
          <Field
            id={`campaign-body-${l}`}
            label={l === "pl" ? t.bodyPl : t.bodyEn}
            error={errors[`body_${l}`]}
            help={l === "pl" ? t.markdownHelp : undefined}
          >
            {(aria) => (
              <textarea
                {...aria}
                className={`${INPUT} min-h-40 font-mono text-sm`}
                value={form[`body_${l}`]}
                onChange={(e) => onChange(`body_${l}`, e.target.value)}
              />
            )}
          </Field>
        </Fragment>
      ))}
      <Field id="campaign-region" label={t.audience} error={errors.region} help={t.audienceHelp}>
        <select
          id="campaign-region"
          className={INPUT}
          value={form.region}
          onChange={(e) => onChange("region", e.target.value)}
        >
          <option value={EVERYONE}>
            {t.everyone} ({list.audience.everyone.total})
          </option>
          {list.regions.map((r) => (
            <option key={r} value={r}>
              {t.regions[r] ?? r} ({list.audience.byRegion[r]?.total ?? 0})
            </option>
          ))}
        </select>
      </Field>
    </fieldset>
  );
}

/** "Zapisz szkic", and a line saying how the draft is kept (as you type, or in this browser for now). */
export function DraftSave({
  canSave,
  saving,
  state,
  onSave,
}: {
  canSave: boolean;
  saving: boolean;
  state: DraftState;
  onSave: () => void;
}) {
  const t = useMessages(campaignMessages);
  const note =
    state === "restored"
      ? t.draftRestored
      : state === "local"
        ? t.draftKeptLocally
        : state === "autosaved"
          ? t.draftAutosaved
          : null;
  return (
    <>
      <p className="mt-3 text-sm text-slate-700" aria-live="polite" data-testid="campaign-draft">
        {note}
      </p>
      <IconButton
        icon={Save}
        className="btn-secondary mt-4 w-full sm:w-auto"
        disabled={!canSave}
        onClick={onSave}
      >
        {saving ? t.saving : t.save}
      </IconButton>
    </>
  );
}
