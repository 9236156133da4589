import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { focusFirstInvalid } from "~/components/ui/use-form-call";
import { AdminApiError, redirectIfUnauthorised } from "~/lib/admin-api-client";
import { useMessages } from "~/lib/i18n/use-lang";
import { campaignMessages } from "../messages";
import type { AudienceCount, CampaignList } from "../types";
import { instantToWarsawLocal } from "../warsaw-time";
import { EVERYONE } from "./campaign-form";
import { CampaignFields, DraftSave } from "./campaign-fields";
import { Preview } from "./campaign-preview";
import { Progress } from "./campaign-progress";
import { SendCard, TestCard, type CampaignAction } from "./campaign-send-cards";
import { StatusBadge } from "./campaign-table";
import { useCampaign } from "./use-campaign";
import { useCampaignDraft } from "./use-campaign-draft";

/**
 * One campaign: its text (kept as it is typed, use-campaign-draft.ts), the preview, a test send,
 * send / schedule / cancel, and the progress of a send (docs/decisions/170).
 */
export function CampaignEditor({
  initialId,
  list,
  adminEmail,
  onCreated,
  onChanged,
}: {
  initialId: number | null;
  list: CampaignList;
  adminEmail: string;
  onCreated: (id: number) => void;
  onChanged: () => void;
}) {
  const t = useMessages(campaignMessages);
  const [offset, setOffset] = useState(0);
  const [busy, setBusy] = useState<string | null>(null);
  const [actErrors, setActErrors] = useState<Record<string, string>>({});
  const [when, setWhen] = useState("");
  // The campaign is loaded by the id the draft holds (a new one gets it on its first save).
  const [id, setLoadId] = useState<number | null>(initialId);
  const { campaign, setCampaign, follow } = useCampaign(id, offset, onChanged);
  const status = campaign?.status ?? "draft";
  const editable = id === null || status === "draft" || status === "scheduled";
  const draft = useCampaignDraft({
    initialId,
    campaign,
    editable,
    setCampaign,
    onCreated: (newId) => {
      setLoadId(newId);
      onCreated(newId);
    },
    onChanged,
  });
  const { form } = draft;
  const errors = { ...draft.errors, ...actErrors };
  const root = useRef<HTMLDivElement>(null);

  // The schedule field follows the loaded campaign once.
  const scheduledOf = useRef<number | null>(null);
  useEffect(() => {
    if (!campaign || scheduledOf.current === campaign.id) return;
    scheduledOf.current = campaign.id;
    setWhen(campaign.scheduledAt ? instantToWarsawLocal(new Date(campaign.scheduledAt)) : "");
  }, [campaign]);

  // A refused save or action: the first invalid field in view and focused (issue 34, item 14).
  const errorKeys = Object.keys(errors).join();
  useEffect(() => {
    if (errorKeys) focusFirstInvalid(root.current);
  }, [errorKeys]);

  const audience: AudienceCount =
    form.region === EVERYONE
      ? list.audience.everyone
      : (list.audience.byRegion[form.region] ?? { total: 0, pl: 0, en: 0 });
  const hasEnglish = !!(form.subject_en.trim() && form.body_en.trim());
  const ready = !!(form.subject_pl.trim() && form.body_pl.trim());

  const act: CampaignAction = async (kind, call, success) => {
    const saveId = editable ? await draft.save(true) : draft.id;
    if (saveId === null) return;
    setBusy(kind);
    setActErrors({});
    try {
      const res = await call(saveId);
      if ("queued" in res)
        toast.success(t.testSent, { description: t.testSentText(res.queued, res.to) });
      else {
        toast.success(success);
        setCampaign(res);
        onChanged();
        // Follow the new state (progress of a send, the time of a schedule).
        follow();
      }
    } catch (err) {
      if (redirectIfUnauthorised(err)) return;
      if (err instanceof AdminApiError && err.fieldErrors) setActErrors(err.fieldErrors);
      toast.error(t.actionFailed, {
        description: err instanceof AdminApiError && err.message ? err.message : t.actionFailed,
      });
    }
    setBusy(null);
  };

  if (id !== null && !campaign) return <p className="py-6 text-slate-700">…</p>;

  return (
    <div ref={root} className="mt-4 grid gap-6 xl:grid-cols-2">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-3">
          <h3 className="text-lg font-bold text-navy-900">{t.editorTitle}</h3>
          <StatusBadge status={status} />
        </div>
        {!editable && <p className="mt-2 text-sm text-slate-700">{t.readOnly}</p>}
        <CampaignFields
          form={form}
          errors={errors}
          list={list}
          disabled={!editable || busy !== null || draft.saving}
          onChange={draft.set}
        />
        <p className="mt-3 text-sm font-semibold text-navy-900" data-testid="campaign-audience">
          {status === "sending" || status === "sent"
            ? t.audienceSent(campaign?.total ?? 0)
            : t.audienceCount(audience.total)}
        </p>
        {editable && (
          <p className="text-sm text-slate-700">
            {t.audienceSplit(
              hasEnglish ? audience.pl : audience.total,
              hasEnglish ? audience.en : 0,
            )}
          </p>
        )}
        {editable && (
          <DraftSave
            canSave={busy === null && !draft.saving && (draft.dirty || draft.id === null)}
            saving={draft.saving}
            state={draft.state}
            onSave={() => void draft.save()}
          />
        )}
      </div>

      <div className="min-w-0">
        <Preview form={form} />
        {campaign && (status === "sending" || status === "sent") && (
          <Progress campaign={campaign} offset={offset} onPage={setOffset} />
        )}
        {editable && (
          <>
            <TestCard adminEmail={adminEmail} busy={busy} ready={ready} act={act} />
            <SendCard
              status={status}
              scheduledAt={campaign?.scheduledAt ?? null}
              audienceTotal={audience.total}
              busy={busy}
              ready={ready}
              when={when}
              whenError={errors.scheduledAt}
              onWhen={setWhen}
              act={act}
            />
          </>
        )}
      </div>
    </div>
  );
}
