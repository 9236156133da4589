import Mail from "lucide-react/icons/mail";
import { useState } from "react";
import { useUnsavedChanges } from "~/components/ui/unsaved-changes";
import { toast } from "sonner";
import { ownIcon } from "~/lib/toast-icon";
import { AdminInput, AdminTextArea } from "~/components/ui/admin-field";
import { useFormCall } from "~/components/ui/use-form-call";
import { AdminApiError } from "~/lib/admin-api-client";
import { enquiriesApi } from "../api/enquiries";
import { useLang, useMessages } from "~/lib/i18n/use-lang";
import { enquiryMessages } from "../messages";
import { enquiryReplySchema } from "../schema";
import { replyTemplate } from "../reply-template";
import { useSite } from "~/lib/site-data/use-site";
import type { EnquiryStatus } from "../statuses";
import type { EnquiryDetail } from "../types";
import { StatusSelect } from "./status-pill";
import { errorText } from "./enquiry-error";

/** A reply by e-mail from the template in the visitor's language, with the status it moves to. */
export function ReplyForm({ enquiry, onSent }: { enquiry: EnquiryDetail; onSent: () => void }) {
  const t = useMessages(enquiryMessages);
  // The template follows the visitor's language, not the panel's.
  // Its signature gives the phone and e-mail saved in the panel (the root loader's settings).
  const template = replyTemplate(enquiry, enquiry.language, useSite());
  const [subject, setSubject] = useState(template.subject);
  const [body, setBody] = useState(template.body);
  const lang = useLang();
  const { busy: sending, errors, setErrors, send, formRef } = useFormCall();
  // A reply moves a new enquiry on to "in progress", unless another status is picked here (decision 263).
  const [status, setStatus] = useState<EnquiryStatus>(
    enquiry.status === "new" ? "in_progress" : enquiry.status,
  );
  useUnsavedChanges(subject !== template.subject || body !== template.body);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const reply = { subject, body, status };
    // Checked in the browser by the route's own schema before any request (issue 43).
    await send(
      enquiryReplySchema(lang),
      reply,
      async () => {
        const r = await enquiriesApi.reply(enquiry.id, reply);
        if (r.queued) {
          toast.success(t.replyQueued, {
            ...ownIcon(t.replyQueued),
            description: t.replyQueuedText,
          });
          setSubject(template.subject);
          setBody(template.body);
        } else toast.info(t.replyRepeated);
        onSent();
      },
      {
        fail: (err, show) => {
          if (err instanceof AdminApiError && err.fieldErrors) show(err.fieldErrors);
          toast.error(t.errorTitle, { description: errorText(err, t.sendFailed) });
        },
      },
    );
  }

  const language = t.languages[enquiry.language] ?? enquiry.language;
  return (
    <form
      ref={formRef}
      onSubmit={submit}
      aria-labelledby="reply-title"
      className="rounded-xl bg-white p-4 shadow-sm sm:p-5"
    >
      <h3 id="reply-title" className="text-lg font-bold text-navy-900">
        {t.reply}
      </h3>
      <p className="mt-1 text-sm text-slate-700">{t.replyIntro(language, enquiry.email)}</p>
      <fieldset disabled={sending} className="mt-3 space-y-3">
        <AdminInput
          id="reply-subject"
          label={t.subject}
          error={errors.subject}
          lang={enquiry.language}
          value={subject}
          maxLength={200}
          required
          onChange={(e) => setSubject(e.target.value)}
        />
        <AdminTextArea
          id="reply-body"
          label={t.body}
          error={errors.body}
          lang={enquiry.language}
          rows={10}
          value={body}
          maxLength={10_000}
          required
          onChange={(e) => setBody(e.target.value)}
        />
        <StatusSelect
          id="reply-status"
          label={t.statusAfterReply}
          labels={t.statuses}
          value={status}
          onChange={setStatus}
        />
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
