import ArrowLeft from "lucide-react/icons/arrow-left";
import CalendarClock from "lucide-react/icons/calendar-clock";
import FlaskConical from "lucide-react/icons/flask-conical";
import Plus from "lucide-react/icons/plus";
import Save from "lucide-react/icons/save";
import Send from "lucide-react/icons/send";
import { IconButton, dangerButton } from "~/components/ui/icon-button";
import { Fragment, useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { toast } from "sonner";
import { ProgressBar } from "~/components/ui/progress-bar";
import { useLoaded } from "~/components/ui/use-loaded";
import { useLang, useMessages } from "~/lib/i18n/use-lang";
import { AdminApiError, adminFetch, redirectIfUnauthorised } from "~/lib/admin-api-client";
import { campaignMessages } from "../messages";
import type { AudienceCount, CampaignDetail, CampaignList, CampaignSummary } from "../types";
import { formatWarsaw, instantToWarsawLocal } from "../warsaw-time";

const POLL_MS = 1000;
const PREVIEW_DELAY_MS = 400;
const EVERYONE = "*";
/** The editor's languages: a subject and a body each, Polish first. */
const LANGUAGES = ["pl", "en"] as const;

type Form = {
  subject_pl: string;
  body_pl: string;
  subject_en: string;
  body_en: string;
  region: string;
};
const EMPTY: Form = {
  subject_pl: "",
  body_pl: "",
  subject_en: "",
  body_en: "",
  region: EVERYONE,
};

function formOf(c: CampaignDetail): Form {
  return {
    subject_pl: c.subject_pl,
    body_pl: c.body_pl,
    subject_en: c.subject_en ?? "",
    body_en: c.body_en ?? "",
    region: c.region ?? EVERYONE,
  };
}

function bodyOf(f: Form) {
  return {
    subject_pl: f.subject_pl,
    body_pl: f.body_pl,
    subject_en: f.subject_en || null,
    body_en: f.body_en || null,
    region: f.region === EVERYONE ? null : f.region,
  };
}

function errorText(err: unknown, fallback: string) {
  return err instanceof AdminApiError && err.message ? err.message : fallback;
}

const fetchList = () => adminFetch<CampaignList>("/api/admin/campaigns");

/**
 * Newsletter campaigns inside the Newsletter tab: the list, and one campaign's editor with
 * preview, test send, send / schedule / cancel and progress (docs/decisions/170).
 */
export function CampaignsSection({ adminEmail }: { adminEmail: string }) {
  const t = useMessages(campaignMessages);
  const { data: list, failed, reload: load } = useLoaded(fetchList, redirectIfUnauthorised);
  const [open, setOpen] = useState<number | "new" | null>(null);
  // A new editor per opening (not when a new campaign gets its id on first save).
  const [opening, setOpening] = useState(0);
  const show = (what: number | "new") => {
    setOpen(what);
    setOpening((n) => n + 1);
  };

  return (
    <section
      aria-labelledby="campaigns-title"
      className="rounded-xl bg-white p-4 shadow-sm sm:p-5"
      data-testid="campaigns"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="campaigns-title" className="text-xl font-bold text-navy-900">
          {t.title}
        </h2>
        {open === null ? (
          <IconButton
            icon={Plus}
            className="btn-primary"
            onClick={() => show("new")}
            disabled={!list}
          >
            {t.newCampaign}
          </IconButton>
        ) : (
          <IconButton
            icon={ArrowLeft}
            className="btn-secondary"
            onClick={() => {
              setOpen(null);
              load();
            }}
          >
            {t.back}
          </IconButton>
        )}
      </div>
      <p className="mt-2 text-sm text-slate-700">{t.intro}</p>
      {failed && !list && <p className="mt-4 text-slate-700">{t.loadFailed}</p>}
      {list && open === null && <CampaignTable list={list} onOpen={show} />}
      {list && open !== null && (
        <CampaignEditor
          key={opening}
          initialId={open === "new" ? null : open}
          list={list}
          adminEmail={adminEmail}
          onCreated={setOpen}
          onChanged={load}
        />
      )}
    </section>
  );
}

function regionLabel(t: (typeof campaignMessages)["pl"], region: string | null) {
  return region === null ? t.everyone : (t.regions[region] ?? region);
}

function StatusBadge({ status }: { status: string }) {
  const t = useMessages(campaignMessages);
  const colours: Record<string, string> = {
    draft: "bg-slate-200 text-slate-900",
    scheduled: "bg-amber-100 text-amber-900",
    sending: "bg-sky-100 text-sky-900",
    sent: "bg-emerald-100 text-emerald-900",
    cancelled: "bg-red-100 text-red-900",
  };
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold ${colours[status] ?? ""}`}
    >
      {t.status[status] ?? status}
    </span>
  );
}

function CampaignTable({ list, onOpen }: { list: CampaignList; onOpen: (id: number) => void }) {
  const t = useMessages(campaignMessages);
  const lang = useLang();
  if (!list.campaigns.length) return <p className="mt-4 text-slate-700">{t.empty}</p>;
  return (
    <ul
      aria-label={t.listLabel}
      className="mt-4 divide-y divide-slate-200 border-y border-slate-200"
    >
      {list.campaigns.map((c: CampaignSummary) => {
        const done = c.sent + c.failed + c.skipped;
        return (
          <li
            key={c.id}
            className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:gap-4"
            data-campaign={c.id}
          >
            <div className="min-w-0 flex-1">
              <p className="truncate font-semibold text-navy-900">{c.subject_pl}</p>
              <p className="text-sm text-slate-700">
                {regionLabel(t, c.region)}
                {c.status === "scheduled" && c.scheduledAt
                  ? ` · ${t.scheduledFor(formatWarsaw(c.scheduledAt, lang))}`
                  : ""}
              </p>
            </div>
            <div className="flex items-center gap-3">
              <StatusBadge status={c.status} />
              {(c.status === "sending" || c.status === "sent") && (
                <span className="text-sm text-slate-700 tabular-nums">
                  {done}/{c.total}
                </span>
              )}
              <button
                type="button"
                className="btn-secondary min-h-11 px-4 py-1.5 text-sm"
                onClick={() => onOpen(c.id)}
                aria-label={`${t.open}: ${c.subject_pl}`}
              >
                {t.open}
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** What ties an editor control to its label and error. */
type ControlAria = {
  id: string;
  "aria-invalid": boolean;
  "aria-describedby": string | undefined;
};

function Field({
  id,
  label,
  error,
  children,
  help,
}: {
  id: string;
  label: string;
  error?: string;
  help?: ReactNode;
  /** A function gets the id and the ARIA attributes that tie the error to the control. */
  children: ReactNode | ((aria: ControlAria) => ReactNode);
}) {
  return (
    <div className="mt-4">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {typeof children === "function"
        ? children({
            id,
            "aria-invalid": !!error,
            "aria-describedby": error ? `${id}-error` : undefined,
          })
        : children}
      {help && <p className="mt-1 text-sm text-slate-700">{help}</p>}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-800" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

const INPUT =
  "mt-1 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base disabled:bg-slate-100";

function CampaignEditor({
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
  const lang = useLang();
  const [id, setId] = useState<number | null>(initialId);
  const [tick, setTick] = useState(0);
  const [campaign, setCampaign] = useState<CampaignDetail | null>(null);
  const [form, setForm] = useState<Form>(EMPTY);
  const [saved, setSaved] = useState<Form>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [when, setWhen] = useState("");
  const [offset, setOffset] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const refresh = useCallback(async (campaignId: number, page: number) => {
    const c = await adminFetch<CampaignDetail>(`/api/admin/campaigns/${campaignId}?offset=${page}`);
    setCampaign(c);
    return c;
  }, []);

  // Load, then follow a scheduled or sending campaign until it is done.
  useEffect(() => {
    if (id === null) return;
    let live = true;
    const poll = async () => {
      try {
        const c = await refresh(id, offset);
        if (!live) return;
        if (c.status === "sending" || c.status === "scheduled")
          timer.current = setTimeout(poll, POLL_MS);
        else if (c.status === "sent") onChanged();
      } catch (err) {
        if (redirectIfUnauthorised(err) || !live) return;
        timer.current = setTimeout(poll, POLL_MS * 3);
      }
    };
    void poll();
    return () => {
      live = false;
      clearTimeout(timer.current);
    };
  }, [id, offset, tick, refresh, onChanged]);

  // The form follows the loaded campaign once (later polls only refresh progress).
  const loadedId = useRef<number | null>(null);
  useEffect(() => {
    if (campaign && loadedId.current !== campaign.id) {
      loadedId.current = campaign.id;
      setForm(formOf(campaign));
      setSaved(formOf(campaign));
      setWhen(campaign.scheduledAt ? instantToWarsawLocal(new Date(campaign.scheduledAt)) : "");
    }
  }, [campaign]);

  const editable = id === null || campaign?.status === "draft" || campaign?.status === "scheduled";
  const dirty = JSON.stringify(form) !== JSON.stringify(saved);
  const audience: AudienceCount =
    form.region === EVERYONE
      ? list.audience.everyone
      : (list.audience.byRegion[form.region] ?? { total: 0, pl: 0, en: 0 });
  const hasEnglish = !!(form.subject_en.trim() && form.body_en.trim());

  function set<K extends keyof Form>(key: K, value: Form[K]) {
    setForm((f) => ({ ...f, [key]: value }));
  }

  /** Saves the form (create or update); returns the campaign id, or null when it failed. */
  async function save(quiet = false): Promise<number | null> {
    if (!dirty && id !== null) return id;
    setBusy("save");
    setErrors({});
    try {
      const c =
        id === null
          ? await adminFetch<CampaignDetail>("/api/admin/campaigns", {
              method: "POST",
              body: bodyOf(form),
            })
          : await adminFetch<CampaignDetail>(`/api/admin/campaigns/${id}`, {
              method: "PUT",
              body: bodyOf(form),
            });
      setSaved(form);
      setCampaign(c);
      if (!quiet) toast.success(t.saved);
      onChanged();
      if (id === null) {
        loadedId.current = c.id;
        setId(c.id);
        onCreated(c.id);
      }
      return c.id;
    } catch (err) {
      if (redirectIfUnauthorised(err)) return null;
      if (err instanceof AdminApiError && err.fieldErrors) setErrors(err.fieldErrors);
      toast.error(t.saveFailed, { description: errorText(err, t.saveFailed) });
      return null;
    } finally {
      setBusy(null);
    }
  }

  async function act(kind: string, path: (id: number) => string, body: unknown, success: string) {
    const saveId = editable ? await save(true) : id;
    if (saveId === null) return;
    setBusy(kind);
    setErrors({});
    try {
      const res = await adminFetch<CampaignDetail | { queued: number; to: string }>(path(saveId), {
        method: "POST",
        body,
      });
      if ("queued" in res)
        toast.success(t.testSent, {
          description: t.testSentText(res.queued, res.to),
        });
      else {
        toast.success(success);
        setCampaign(res);
        onChanged();
        // Follow the new state (progress of a send, the time of a schedule).
        setTick((n) => n + 1);
      }
    } catch (err) {
      if (redirectIfUnauthorised(err)) return;
      if (err instanceof AdminApiError && err.fieldErrors) setErrors(err.fieldErrors);
      toast.error(t.actionFailed, {
        description: errorText(err, t.actionFailed),
      });
    } finally {
      setBusy(null);
      setConfirming(false);
    }
  }

  if (id !== null && !campaign) return <p className="py-6 text-slate-700">…</p>;
  const status = campaign?.status ?? "draft";

  return (
    <div className="mt-4 grid gap-6 xl:grid-cols-2">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-3">
          <h3 className="text-lg font-bold text-navy-900">{t.editorTitle}</h3>
          <StatusBadge status={status} />
        </div>
        {!editable && <p className="mt-2 text-sm text-slate-700">{t.readOnly}</p>}
        <fieldset disabled={!editable || busy !== null} className="min-w-0">
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
                    onChange={(e) => set(`subject_${l}`, e.target.value)}
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
                    onChange={(e) => set(`body_${l}`, e.target.value)}
                  />
                )}
              </Field>
            </Fragment>
          ))}
          <Field
            id="campaign-region"
            label={t.audience}
            error={errors.region}
            help={t.audienceHelp}
          >
            <select
              id="campaign-region"
              className={INPUT}
              value={form.region}
              onChange={(e) => set("region", e.target.value)}
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
          <IconButton
            icon={Save}
            className="btn-secondary mt-4 w-full sm:w-auto"
            disabled={busy !== null || (!dirty && id !== null)}
            onClick={() => void save()}
          >
            {busy === "save" ? t.saving : t.save}
          </IconButton>
        )}
      </div>

      <div className="min-w-0">
        <Preview form={form} />
        {campaign && (status === "sending" || status === "sent") && (
          <Progress campaign={campaign} offset={offset} onPage={setOffset} />
        )}
        {(editable || status === "scheduled") && (
          <>
            <div className="mt-6 rounded-lg border border-slate-200 p-4">
              <h3 className="text-lg font-bold text-navy-900">{t.testTitle}</h3>
              <p className="mt-1 text-sm text-slate-700">{t.testHelp(adminEmail)}</p>
              <IconButton
                icon={FlaskConical}
                className="btn-secondary mt-3 w-full sm:w-auto"
                disabled={busy !== null || !form.subject_pl.trim() || !form.body_pl.trim()}
                onClick={() =>
                  void act(
                    "test",
                    (cid) => `/api/admin/campaigns/${cid}/test`,
                    undefined,
                    t.testSent,
                  )
                }
              >
                {busy === "test" ? t.testSending : t.testSend}
              </IconButton>
            </div>
            <div className="mt-6 rounded-lg border border-slate-200 p-4">
              <h3 className="text-lg font-bold text-navy-900">{t.sendTitle}</h3>
              {status === "scheduled" && campaign?.scheduledAt && (
                <p
                  className="mt-1 text-sm font-semibold text-navy-900"
                  data-testid="campaign-scheduled"
                >
                  {t.scheduledFor(formatWarsaw(campaign.scheduledAt, lang))}
                </p>
              )}
              {!confirming ? (
                <IconButton
                  icon={Send}
                  className="btn-primary mt-3 w-full sm:w-auto"
                  disabled={
                    busy !== null ||
                    audience.total === 0 ||
                    !form.subject_pl.trim() ||
                    !form.body_pl.trim()
                  }
                  onClick={() => setConfirming(true)}
                >
                  {t.sendNow}
                </IconButton>
              ) : (
                <div
                  role="group"
                  aria-labelledby="campaign-confirm"
                  className="mt-3 rounded-lg bg-amber-50 p-3"
                >
                  <p id="campaign-confirm" className="text-sm font-semibold text-navy-900">
                    {t.sendNowConfirm(audience.total)}
                  </p>
                  <div className="mt-2 flex flex-wrap gap-2">
                    <button
                      type="button"
                      className="btn-primary"
                      autoFocus
                      disabled={busy !== null}
                      onClick={() =>
                        void act(
                          "send",
                          (cid) => `/api/admin/campaigns/${cid}/send`,
                          {},
                          t.sendStarted,
                        )
                      }
                    >
                      {t.confirm}
                    </button>
                    <button
                      type="button"
                      className="btn-secondary"
                      onClick={() => setConfirming(false)}
                    >
                      {t.cancelDialog}
                    </button>
                  </div>
                </div>
              )}
              <Field id="campaign-when" label={t.scheduleAt} error={errors.scheduledAt}>
                {(aria) => (
                  <input
                    {...aria}
                    type="datetime-local"
                    className={INPUT}
                    value={when}
                    onChange={(e) => setWhen(e.target.value)}
                  />
                )}
              </Field>
              <div className="mt-3 flex flex-wrap gap-2">
                <IconButton
                  icon={CalendarClock}
                  className="btn-secondary w-full sm:w-auto"
                  disabled={
                    busy !== null || !when || !form.subject_pl.trim() || !form.body_pl.trim()
                  }
                  onClick={() =>
                    void act(
                      "schedule",
                      (cid) => `/api/admin/campaigns/${cid}/send`,
                      { scheduledAt: when },
                      t.scheduledToast,
                    )
                  }
                >
                  {t.schedule}
                </IconButton>
                {status === "scheduled" && (
                  <button
                    type="button"
                    className={`${dangerButton} w-full sm:w-auto`}
                    disabled={busy !== null}
                    onClick={() =>
                      void act(
                        "cancel",
                        (cid) => `/api/admin/campaigns/${cid}/cancel`,
                        undefined,
                        t.cancelled,
                      )
                    }
                  >
                    {t.cancelSchedule}
                  </button>
                )}
              </div>
            </div>
          </>
        )}
      </div>
    </div>
  );
}

/** The e-mail as the subscribers get it, rendered by the server's campaign renderer, in a sandboxed frame. */
function Preview({ form }: { form: Form }) {
  const t = useMessages(campaignMessages);
  const [lang, setLang] = useState<"pl" | "en">("pl");
  const [html, setHtml] = useState<string>("");
  const [subject, setSubject] = useState<string>("");
  const [failed, setFailed] = useState(false);
  const english = !!(form.subject_en.trim() && form.body_en.trim());
  const shown = lang === "en" && english ? "en" : "pl";
  const subj = shown === "en" ? form.subject_en : form.subject_pl;
  const body = shown === "en" ? form.body_en : form.body_pl;

  useEffect(() => {
    let live = true;
    const handle = setTimeout(() => {
      adminFetch<{ html: string; subject: string }>("/api/admin/campaigns/preview", {
        method: "POST",
        body: { lang: shown, subject: subj, body },
      })
        .then((p) => {
          if (!live) return;
          setHtml(p.html);
          setSubject(p.subject);
          setFailed(false);
        })
        .catch((err) => {
          if (redirectIfUnauthorised(err) || !live) return;
          setFailed(true);
        });
    }, PREVIEW_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(handle);
    };
  }, [shown, subj, body]);

  const langName = lang === "pl" ? t.polish : t.english;
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-bold text-navy-900">{t.previewTitle}</h3>
        <div
          role="group"
          aria-label={t.previewTitle}
          className="inline-flex rounded-full border-2 border-navy-800 p-0.5"
        >
          {LANGUAGES.map((l) => (
            <button
              key={l}
              type="button"
              aria-pressed={lang === l}
              onClick={() => setLang(l)}
              className={`min-h-10 rounded-full px-4 text-sm font-semibold ${lang === l ? "bg-navy-900 text-white" : "text-navy-900 hover:bg-slate-100"}`}
            >
              {l === "pl" ? t.polish : t.english}
            </button>
          ))}
        </div>
      </div>
      {lang === "en" && !english && (
        <p className="mt-2 text-sm text-slate-700">{t.previewEnFallback}</p>
      )}
      {failed && <p className="mt-2 text-sm text-red-800">{t.previewFailed}</p>}
      <p className="mt-2 truncate text-sm text-slate-700" data-testid="campaign-preview-subject">
        {subject}
      </p>
      <iframe
        title={t.previewFrame(langName)}
        sandbox=""
        srcDoc={html}
        className="mt-2 h-[28rem] w-full rounded-lg border border-slate-300 bg-white"
        data-testid="campaign-preview"
        data-lang={shown}
      />
    </div>
  );
}

function Progress({
  campaign,
  offset,
  onPage,
}: {
  campaign: CampaignDetail;
  offset: number;
  onPage: (offset: number) => void;
}) {
  const t = useMessages(campaignMessages);
  const done = campaign.sent + campaign.failed + campaign.skipped;
  const percent = campaign.total > 0 ? Math.round((done / campaign.total) * 100) : 100;
  const limit = campaign.recipientsPage.limit;
  return (
    <div className="mt-6 rounded-lg border border-slate-200 p-4">
      <h3 className="text-lg font-bold text-navy-900">{t.counts}</h3>
      <ProgressBar
        label={t.progressLabel}
        value={done}
        max={campaign.total}
        valueText={`${percent} % · ${t.progress(done, campaign.total)}`}
        className="mt-3"
      />
      <p className="mt-2 text-sm text-slate-700" aria-live="polite" data-testid="campaign-progress">
        {percent} % · {t.progress(done, campaign.total)}
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {(
          [
            ["sent", t.countSent, campaign.sent],
            ["failed", t.countFailed, campaign.failed],
            ["pending", t.countPending, campaign.pending],
            ["skipped", t.countSkipped, campaign.skipped],
          ] as const
        ).map(([key, label, n]) => (
          <div key={key} className="rounded-lg bg-slate-100 p-2" data-count={key}>
            <dt className="text-xs text-slate-700">{label}</dt>
            <dd className="text-xl font-bold text-navy-900 tabular-nums">{n}</dd>
          </div>
        ))}
      </dl>
      <h4 className="mt-4 font-semibold text-navy-900">{t.recipientsTitle}</h4>
      <div
        className="mt-2 overflow-x-auto rounded focus-visible:outline-2 focus-visible:outline-river-600"
        // Scrollable at 375 px: reachable by keyboard (axe scrollable-region-focusable).
        tabIndex={0}
        role="region"
        aria-label={t.recipientsTitle}
      >
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-slate-300">
              {[t.recipientEmail, t.recipientLanguage, t.recipientStatus].map((head, i, all) => (
                <th key={head} scope="col" className={i < all.length - 1 ? "py-1 pr-2" : "py-1"}>
                  {head}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {campaign.recipients.map((r, i) => (
              <tr key={`${offset + i}`} className="border-b border-slate-100">
                <td className="max-w-36 truncate py-1 pr-2 sm:max-w-64">{r.email ?? "—"}</td>
                <td className="py-1 pr-2 uppercase">{r.language}</td>
                <td className="py-1">{t.recipientStatuses[r.status] ?? r.status}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {campaign.total > limit && (
        <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
          <button
            type="button"
            className="btn-secondary min-h-11 px-3 py-1 text-sm"
            disabled={offset === 0}
            onClick={() => onPage(Math.max(0, offset - limit))}
          >
            {t.prev}
          </button>
          <span className="tabular-nums text-slate-700">
            {t.morePages(offset + 1, Math.min(offset + limit, campaign.total), campaign.total)}
          </span>
          <button
            type="button"
            className="btn-secondary min-h-11 px-3 py-1 text-sm"
            disabled={offset + limit >= campaign.total}
            onClick={() => onPage(offset + limit)}
          >
            {t.next}
          </button>
        </div>
      )}
    </div>
  );
}
