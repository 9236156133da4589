import StickyNote from "lucide-react/icons/sticky-note";
import { useRef, useState } from "react";
import { useUnsavedChanges } from "~/components/ui/unsaved-changes";
import { toast } from "sonner";
import { ownIcon } from "~/lib/toast-icon";
import { AdminField, adminControl } from "~/components/ui/admin-field";
import { useFormCall } from "~/components/ui/use-form-call";
import { AdminApiError } from "~/lib/admin-api-client";
import { enquiriesApi } from "../api/enquiries";
import { useLang, useMessages } from "~/lib/i18n/use-lang";
import { enquiryMessages } from "../messages";
import { enquiryPatchSchema } from "../schema";
import type { EnquiryDetail } from "../types";
import { errorText } from "./enquiry-error";

/** A note for the team (not sent to the visitor). */
export function NoteForm({ id, onSaved }: { id: number; onSaved: (e: EnquiryDetail) => void }) {
  const t = useMessages(enquiryMessages);
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const lang = useLang();
  const { busy: saving, errors, send, formRef } = useFormCall();
  const input = useRef<HTMLTextAreaElement>(null);
  useUnsavedChanges(note.trim() !== "");

  async function save(e: React.FormEvent) {
    e.preventDefault();
    if (!note.trim()) {
      setError(t.noteEmpty);
      input.current?.focus();
      return;
    }
    // Checked in the browser by the route's own schema before any request (issue 43).
    await send(
      enquiryPatchSchema(lang),
      { note },
      async () => {
        onSaved(await enquiriesApi.update(id, { note }));
        setNote("");
        setError(null);
        toast.success(t.noteAdded, ownIcon(t.noteAdded));
      },
      {
        fail: (err) => {
          const message =
            err instanceof AdminApiError && err.fieldErrors?.note
              ? err.fieldErrors.note
              : errorText(err, t.saveFailed);
          toast.error(t.errorTitle, { description: message });
        },
      },
    );
  }

  return (
    <form ref={formRef} onSubmit={save} noValidate className="mt-4 border-t border-slate-200 pt-4">
      <fieldset disabled={saving} className="space-y-3">
        <AdminField id="enquiry-note" label={t.noteLabel} error={error ?? errors.note}>
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
