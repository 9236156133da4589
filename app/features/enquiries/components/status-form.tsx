import { useState } from "react";
import { toast } from "sonner";
import { ownIcon } from "~/lib/toast-icon";
import { useUnsavedChanges } from "~/components/ui/unsaved-changes";
import { useFormCall } from "~/components/ui/use-form-call";
import { enquiriesApi } from "../api/enquiries";
import { useLang, useMessages } from "~/lib/i18n/use-lang";
import { enquiryMessages } from "../messages";
import { enquiryPatchSchema } from "../schema";
import type { EnquiryStatus } from "../statuses";
import type { EnquiryDetail } from "../types";
import { StatusSelect } from "./status-pill";
import { errorText } from "./enquiry-error";

export function StatusForm({
  enquiry,
  onSaved,
}: {
  enquiry: EnquiryDetail;
  onSaved: (e: EnquiryDetail) => void;
}) {
  const t = useMessages(enquiryMessages);
  const [status, setStatus] = useState<EnquiryStatus>(enquiry.status);
  const lang = useLang();
  const { busy: saving, send } = useFormCall();
  useUnsavedChanges(status !== enquiry.status);

  async function save(e: React.FormEvent) {
    e.preventDefault();
    // Checked in the browser by the route's own schema before any request (issue 43).
    await send(
      enquiryPatchSchema(lang),
      { status },
      async () => {
        const saved = await enquiriesApi.update(enquiry.id, { status });
        onSaved(saved);
        toast.success(t.statusSaved, {
          ...ownIcon(t.statusSaved),
          description: t.statusSavedText(t.statuses[saved.status]),
        });
      },
      { fail: (err) => toast.error(t.errorTitle, { description: errorText(err, t.saveFailed) }) },
    );
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
        <StatusSelect
          id="enquiry-new-status"
          label={t.status}
          labels={t.statuses}
          value={status}
          onChange={setStatus}
          className="flex-1"
        />
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
