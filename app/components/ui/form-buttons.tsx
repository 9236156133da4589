import { useMessages } from "~/lib/i18n/use-lang";
import { panelFormWords } from "./panel-messages";

/**
 * A panel form's two buttons: submit (its busy label while the call runs) and cancel. One piece
 * for the notice, event and cruise forms, which wrote the same pair each (issue 43, item 5).
 * The words default to the panel's "Zapisz" / "Zapisywanie…" / "Anuluj".
 */
export function SubmitCancel({
  busy,
  label,
  busyLabel,
  cancelLabel,
  onCancel,
  disableWhileBusy = false,
  className = "flex flex-wrap gap-3",
}: {
  busy: boolean;
  label?: string;
  busyLabel?: string;
  cancelLabel?: string;
  onCancel: () => void;
  /** Whether the submit button itself is disabled while busy (outside a disabled fieldset). */
  disableWhileBusy?: boolean;
  className?: string;
}) {
  const t = useMessages(panelFormWords);
  return (
    <div className={className}>
      <button type="submit" className="btn-primary" disabled={disableWhileBusy ? busy : undefined}>
        {busy ? (busyLabel ?? t.saving) : (label ?? t.save)}
      </button>
      <button type="button" className="btn-secondary" onClick={onCancel}>
        {cancelLabel ?? t.cancel}
      </button>
    </div>
  );
}
