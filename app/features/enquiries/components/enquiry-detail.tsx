import ArrowLeft from "lucide-react/icons/arrow-left";
import Mail from "lucide-react/icons/mail";
import StickyNote from "lucide-react/icons/sticky-note";
import { IconButton } from "~/components/ui/icon-button";
import { useCallback, useEffect, useRef, useState } from "react";
import { useUnsavedChanges } from "~/components/ui/unsaved-changes";
import { toast } from "sonner";
import { ownIcon } from "~/lib/toast-icon";
import { AdminField, adminControl } from "~/components/ui/admin-field";
import { Spinner } from "~/components/ui/spinner";
import { AdminApiError, adminFetch, redirectIfUnauthorised } from "~/lib/admin-api-client";
import { formatDay, formatWarsawDateTime } from "~/lib/i18n/format-time";
import { useLang, useMessages } from "~/lib/i18n/use-lang";
import { enquiryMessages } from "../messages";
import { replyTemplate } from "../reply-template";
import type { EnquiryStatus } from "../statuses";
import type { EnquiryDetail } from "../types";
import { StatusOptions, StatusPill } from "./status-pill";

/** How often the thread is re-read while a reply is still in the mail queue, and for how long. */
const DELIVERY_POLL_MS = 3000;
const DELIVERY_POLL_TIMES = 10;

function errorText(err: unknown, fallback: string): string {
  return err instanceof AdminApiError && err.message && !/^HTTP \d+$/.test(err.message)
    ? err.message
    : fallback;
}

/** One enquiry: every field the visitor sent, its status, the thread of notes and replies. */
export function EnquiryDetailView({
  id,
  onBack,
  onChanged,
  focusOnOpen,
}: {
  id: number;
  onBack: () => void;
  onChanged: () => void;
  focusOnOpen: boolean;
}) {
  const t = useMessages(enquiryMessages);
  const lang = useLang();
  const [enquiry, setEnquiry] = useState<EnquiryDetail | null>(null);
  const [failed, setFailed] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const polls = useRef(0);

  const load = useCallback(() => {
    return adminFetch<{ enquiry: EnquiryDetail }>(`/api/admin/event-bookings/${id}`)
      .then((r) => {
        setEnquiry(r.enquiry);
        setFailed(false);
      })
      .catch((err) => {
        if (redirectIfUnauthorised(err)) return;
        setFailed(true);
        toast.error(t.errorTitle, {
          description: errorText(err, t.detailFailed),
        });
      });
  }, [id, t]);

  useEffect(() => {
    void load();
  }, [load]);

  // Opened from the list: move focus to the detail (on a phone the list is gone).
  const loaded = enquiry !== null;
  useEffect(() => {
    if (loaded && focusOnOpen) heading.current?.focus();
  }, [loaded, focusOnOpen]);

  // A reply waiting in the outbox: re-read the thread until it is sent or failed.
  const waiting =
    enquiry?.thread.some((n) => n.delivery === "pending" || n.delivery === "sending") ?? false;
  useEffect(() => {
    if (!waiting || polls.current >= DELIVERY_POLL_TIMES) return;
    const timer = setTimeout(() => {
      polls.current++;
      void load();
    }, DELIVERY_POLL_MS);
    return () => clearTimeout(timer);
  }, [waiting, enquiry, load]);

  const back = (
    <IconButton
      icon={ArrowLeft}
      onClick={onBack}
      className="btn-secondary min-h-11 px-4 py-2 text-sm lg:hidden"
    >
      {t.back}
    </IconButton>
  );

  if (failed && !enquiry)
    return (
      <div className="space-y-4">
        {back}
        <p className="rounded-xl bg-white p-6 text-slate-700">{t.detailFailed}</p>
      </div>
    );
  if (!enquiry)
    return (
      <div className="space-y-4">
        {back}
        <Spinner label={t.loading} />
      </div>
    );

  const updated = (e: EnquiryDetail) => {
    setEnquiry(e);
    onChanged();
  };

  return (
    <article aria-labelledby="enquiry-title" className="space-y-4" data-enquiry-id={enquiry.id}>
      {back}
      <section className="rounded-xl bg-white p-4 shadow-sm sm:p-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2
            id="enquiry-title"
            ref={heading}
            tabIndex={-1}
            className="text-xl font-bold text-navy-900 focus:outline-none"
          >
            {t.detailTitle(enquiry.id)}
          </h2>
          <StatusPill status={enquiry.status} label={t.statuses[enquiry.status]} />
        </div>
        <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">
          <Field label={t.fields.name} value={enquiry.name} />
          <Field
            label={t.fields.email}
            value={
              <a className="link break-all" href={`mailto:${enquiry.email}`}>
                {enquiry.email}
              </a>
            }
          />
          <Field
            label={t.fields.phone}
            value={
              <a className="link" href={`tel:${enquiry.phone.replace(/[^\d+]/g, "")}`}>
                {enquiry.phone}
              </a>
            }
          />
          <Field label={t.fields.eventDate} value={formatDay(enquiry.event_date, lang)} />
          <Field label={t.fields.time} value={`${enquiry.time_from}–${enquiry.time_to}`} />
          <Field
            label={t.fields.language}
            value={t.languages[enquiry.language] ?? enquiry.language}
          />
          <Field
            label={t.fields.received}
            value={
              <time dateTime={enquiry.created_at}>
                {formatWarsawDateTime(enquiry.created_at, lang)}
              </time>
            }
          />
          <Field
            label={t.fields.operatorEmail}
            value={
              <span data-testid="operator-email">
                {t.operatorEmail[enquiry.operator_email ?? "none"]}
              </span>
            }
          />
          <div className="sm:col-span-2">
            <dt className="text-sm font-semibold text-slate-700">{t.fields.description}</dt>
            <dd className="mt-1 whitespace-pre-wrap break-words text-slate-900">
              {enquiry.description}
            </dd>
          </div>
        </dl>
      </section>

      <StatusForm key={enquiry.status} enquiry={enquiry} onSaved={updated} />

      <section aria-labelledby="thread-title" className="rounded-xl bg-white p-4 shadow-sm sm:p-5">
        <h3 id="thread-title" className="text-lg font-bold text-navy-900">
          {t.thread}
        </h3>
        {enquiry.thread.length === 0 ? (
          <p className="mt-2 text-slate-700">{t.threadEmpty}</p>
        ) : (
          <ol className="mt-3 space-y-3" data-testid="enquiry-thread">
            {enquiry.thread.map((item) => {
              const at = formatWarsawDateTime(item.created_at, lang);
              const author = item.author_email ?? t.unknownAuthor;
              return (
                <li
                  key={item.id}
                  data-kind={item.kind}
                  className={`rounded-lg border-l-4 p-3 ${item.kind === "reply" ? "border-river-600 bg-river-50" : "border-amber-500 bg-amber-50"}`}
                >
                  <p className="flex items-center gap-2 text-sm font-semibold text-slate-800">
                    {item.kind === "reply" ? (
                      <Mail aria-hidden="true" className="size-4 shrink-0" />
                    ) : (
                      <StickyNote aria-hidden="true" className="size-4 shrink-0" />
                    )}
                    {item.kind === "reply" ? t.replyKind : t.noteKind}
                  </p>
                  <p className="text-sm break-words text-slate-700" data-testid="thread-meta">
                    {t.byAt(author, at)}
                  </p>
                  {item.subject && (
                    <p className="mt-1 font-semibold break-words text-navy-900">{item.subject}</p>
                  )}
                  <p className="mt-1 whitespace-pre-wrap break-words text-slate-900">{item.body}</p>
                  {item.delivery && (
                    <p className="mt-1 text-sm text-slate-700" data-delivery={item.delivery}>
                      {t.deliveryLabel}: {t.delivery[item.delivery]}
                    </p>
                  )}
                </li>
              );
            })}
          </ol>
        )}
        <NoteForm id={enquiry.id} onSaved={updated} />
      </section>

      <ReplyForm enquiry={enquiry} onSent={() => void load().then(onChanged)} />
    </article>
  );
}

function Field({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm font-semibold text-slate-700">{label}</dt>
      <dd className="mt-0.5 break-words text-slate-900">{value}</dd>
    </div>
  );
}

function StatusForm({
  enquiry,
  onSaved,
}: {
  enquiry: EnquiryDetail;
  onSaved: (e: EnquiryDetail) => void;
}) {
  const t = useMessages(enquiryMessages);
  const [status, setStatus] = useState<EnquiryStatus>(enquiry.status);
  const [saving, setSaving] = useState(false);

  async function save(e: React.FormEvent) {
    e.preventDefault();
    setSaving(true);
    try {
      const r = await adminFetch<{ enquiry: EnquiryDetail }>(
        `/api/admin/event-bookings/${enquiry.id}`,
        { method: "PATCH", body: { status } },
      );
      onSaved(r.enquiry);
      toast.success(t.statusSaved, {
        ...ownIcon(t.statusSaved),
        description: t.statusSavedText(t.statuses[r.enquiry.status]),
      });
    } catch (err) {
      if (!redirectIfUnauthorised(err))
        toast.error(t.errorTitle, {
          description: errorText(err, t.saveFailed),
        });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      onSubmit={save}
      aria-labelledby="status-title"
      className="rounded-xl bg-white p-4 shadow-sm sm:p-5"
    >
      <h3 id="status-title" className="text-lg font-bold text-navy-900">
        {t.changeStatus}
      </h3>
      <fieldset disabled={saving} className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-end">
        <AdminField id="enquiry-new-status" label={t.status} className="flex-1">
          <select
            id="enquiry-new-status"
            value={status}
            onChange={(e) => setStatus(e.target.value as EnquiryStatus)}
            className={adminControl}
          >
            <StatusOptions labels={t.statuses} />
          </select>
        </AdminField>
        <button
          type="submit"
          className="btn-primary min-h-11 px-4 py-2 text-sm"
          disabled={status === enquiry.status}
        >
          {saving ? t.saving : t.saveStatus}
        </button>
      </fieldset>
    </form>
  );
}

function NoteForm({ id, onSaved }: { id: number; onSaved: (e: EnquiryDetail) => void }) {
  const t = useMessages(enquiryMessages);
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  useUnsavedChanges(note.trim() !== "");

  async function save(e: React.FormEvent) {
    e.preventDefault();
    if (!note.trim()) {
      setError(t.noteEmpty);
      input.current?.focus();
      return;
    }
    setSaving(true);
    try {
      const r = await adminFetch<{ enquiry: EnquiryDetail }>(`/api/admin/event-bookings/${id}`, {
        method: "PATCH",
        body: { note },
      });
      onSaved(r.enquiry);
      setNote("");
      setError(null);
      toast.success(t.noteAdded, ownIcon(t.noteAdded));
    } catch (err) {
      if (redirectIfUnauthorised(err)) return;
      const message =
        err instanceof AdminApiError && err.fieldErrors?.note
          ? err.fieldErrors.note
          : errorText(err, t.saveFailed);
      toast.error(t.errorTitle, { description: message });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={save} noValidate className="mt-4 border-t border-slate-200 pt-4">
      <fieldset disabled={saving} className="space-y-3">
        <AdminField id="enquiry-note" label={t.noteLabel} error={error ?? undefined}>
          {(aria) => (
            <textarea
              {...aria}
              ref={input}
              rows={3}
              maxLength={4000}
              value={note}
              onChange={(e) => {
                setNote(e.target.value);
                if (error) setError(null);
              }}
              className={`${adminControl} aria-[invalid=true]:border-red-700`}
            />
          )}
        </AdminField>
        <button type="submit" className="btn-secondary min-h-11 px-4 py-2 text-sm">
          <StickyNote aria-hidden="true" className="size-4" />
          {saving ? t.saving : t.addNote}
        </button>
      </fieldset>
    </form>
  );
}

function ReplyForm({ enquiry, onSent }: { enquiry: EnquiryDetail; onSent: () => void }) {
  const t = useMessages(enquiryMessages);
  // The template follows the visitor's language, not the panel's.
  const template = replyTemplate(enquiry, enquiry.language);
  const [subject, setSubject] = useState(template.subject);
  const [body, setBody] = useState(template.body);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  // A reply moves a new enquiry on to "in progress", unless another status is picked here (decision 263).
  const [status, setStatus] = useState<EnquiryStatus>(
    enquiry.status === "new" ? "in_progress" : enquiry.status,
  );
  useUnsavedChanges(subject !== template.subject || body !== template.body);

  async function send(e: React.FormEvent) {
    e.preventDefault();
    setSending(true);
    try {
      const r = await adminFetch<{ queued: boolean }>(
        `/api/admin/event-bookings/${enquiry.id}/reply`,
        { method: "POST", body: { subject, body, status } },
      );
      setErrors({});
      if (r.queued) {
        toast.success(t.replyQueued, {
          ...ownIcon(t.replyQueued),
          description: t.replyQueuedText,
        });
        setSubject(template.subject);
        setBody(template.body);
      } else toast.info(t.replyRepeated);
      onSent();
    } catch (err) {
      if (redirectIfUnauthorised(err)) return;
      if (err instanceof AdminApiError && err.fieldErrors) setErrors(err.fieldErrors);
      toast.error(t.errorTitle, { description: errorText(err, t.sendFailed) });
    } finally {
      setSending(false);
    }
  }

  const language = t.languages[enquiry.language] ?? enquiry.language;
  return (
    <form
      onSubmit={send}
      aria-labelledby="reply-title"
      className="rounded-xl bg-white p-4 shadow-sm sm:p-5"
    >
      <h3 id="reply-title" className="text-lg font-bold text-navy-900">
        {t.reply}
      </h3>
      <p className="mt-1 text-sm text-slate-700">{t.replyIntro(language, enquiry.email)}</p>
      <fieldset disabled={sending} className="mt-3 space-y-3">
        <AdminField id="reply-subject" label={t.subject} error={errors.subject}>
          {(aria) => (
            <input
              {...aria}
              lang={enquiry.language}
              value={subject}
              maxLength={200}
              required
              onChange={(e) => setSubject(e.target.value)}
              className={adminControl}
            />
          )}
        </AdminField>
        <AdminField id="reply-body" label={t.body} error={errors.body}>
          {(aria) => (
            <textarea
              {...aria}
              lang={enquiry.language}
              rows={10}
              value={body}
              maxLength={10_000}
              required
              onChange={(e) => setBody(e.target.value)}
              className={adminControl}
            />
          )}
        </AdminField>
        <AdminField id="reply-status" label={t.statusAfterReply}>
          <select
            id="reply-status"
            value={status}
            onChange={(e) => setStatus(e.target.value as EnquiryStatus)}
            className={adminControl}
          >
            <StatusOptions labels={t.statuses} />
          </select>
        </AdminField>
        <div className="flex flex-col gap-2 sm:flex-row">
          <button type="submit" className="btn-primary min-h-11 px-4 py-2 text-sm">
            <Mail aria-hidden="true" className="size-4" />
            {sending ? t.sendingReply : t.sendReply}
          </button>
          <button
            type="button"
            className="btn-secondary min-h-11 px-4 py-2 text-sm"
            onClick={() => {
              setSubject(template.subject);
              setBody(template.body);
              setErrors({});
            }}
          >
            {t.resetTemplate}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
