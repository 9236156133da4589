import { AdminField, adminControl } from "~/components/ui/admin-field";
import { ENQUIRY_STATUSES, type EnquiryStatus } from "../statuses";

/** Colours with at least 4.5:1 contrast; the word, not the colour, carries the meaning. */
const TONE: Record<EnquiryStatus, string> = {
  new: "bg-signal-600 text-white",
  in_progress: "bg-amber-100 text-amber-900",
  confirmed: "bg-emerald-100 text-emerald-900",
  declined: "bg-slate-200 text-slate-800",
  done: "bg-river-100 text-navy-900",
};

/** One <option> a status, in the workflow's order, named in the panel's language. */
export function StatusOptions({ labels }: { labels: Record<EnquiryStatus, string> }) {
  return ENQUIRY_STATUSES.map((s) => (
    <option key={s} value={s}>
      {labels[s]}
    </option>
  ));
}

/** A labelled select of the enquiry statuses (the status form, the status after a reply). */
export function StatusSelect({
  id,
  label,
  labels,
  value,
  onChange,
  className,
}: {
  id: string;
  label: string;
  labels: Record<EnquiryStatus, string>;
  value: EnquiryStatus;
  onChange: (status: EnquiryStatus) => void;
  className?: string;
}) {
  return (
    <AdminField id={id} label={label} className={className}>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value as EnquiryStatus)}
        className={adminControl}
      >
        <StatusOptions labels={labels} />
      </select>
    </AdminField>
  );
}

export function StatusPill({ status, label }: { status: EnquiryStatus; label: string }) {
  return (
    <span
      className={`inline-flex shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONE[status]}`}
      data-status={status}
    >
      {label}
    </span>
  );
}
