import { useState } from "react";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { useLang, useMessages } from "~/lib/i18n/use-lang";
import { changedFields } from "../describe";
import { fieldLabel, valueText } from "../entry-words";
import { historyMessages } from "../messages";
import { revertPatch, undoFields } from "../revert-plan";
import type { AuditItem } from "../types";

/** An update's fields not set back yet (decision 313); none for an addition or a deletion. */
export function remainingFields(item: AuditItem): string[] {
  if (item.action !== "update") return [];
  return undoFields(item.before, item.after).filter((f) => !item.undoneFields.includes(f));
}

/**
 * The undo's confirmation (decisions 260, 313): what the undo sets, field by field, with the
 * value each gets back. An update of several fields lists them as checkboxes, all ticked; an
 * unticked field is left as it is, and the button says how many fields go back. `onConfirm`
 * gets the fields to name in the request (an update's), or undefined (an addition, a deletion).
 */
export function UndoDialog({
  item,
  subject,
  busy,
  onConfirm,
  onDismiss,
  onCloseAutoFocus,
}: {
  item: AuditItem | null;
  subject: string;
  busy: boolean;
  onConfirm: (fields: string[] | undefined) => void;
  onDismiss: () => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const t = useMessages(historyMessages);
  const lang = useLang();
  const remaining = item ? remainingFields(item) : [];
  // Every field ticked again each time the dialog opens for an entry.
  const [chosen, setChosen] = useState<string[]>([]);
  const [openFor, setOpenFor] = useState<AuditItem | null>(null);
  if (item !== openFor) {
    setOpenFor(item);
    setChosen(remaining);
  }
  const undoSet: [string, unknown][] = !item
    ? []
    : item.action === "delete"
      ? changedFields(item.before, null).map((c) => [c.key, c.before])
      : item.action === "create"
        ? []
        : Object.entries(revertPatch(item.before, item.after, remaining));
  const choosing = item?.action === "update" && remaining.length > 1;
  const toggle = (key: string, on: boolean) =>
    setChosen((was) =>
      on ? remaining.filter((f) => f === key || was.includes(f)) : was.filter((f) => f !== key),
    );
  const line = (key: string, value: unknown) => (
    <>
      <span className="font-semibold">{fieldLabel(key, t)}:</span> {valueText(key, value, t, lang)}
    </>
  );

  return (
    <ConfirmDialog
      open={!!item}
      busy={busy}
      actionDisabled={choosing && chosen.length === 0}
      tone="primary"
      title={t.confirmTitle}
      description={
        !item
          ? ""
          : item.action === "create"
            ? t.confirmRemove(subject)
            : choosing
              ? t.confirmChoose(subject)
              : t.confirmText(subject)
      }
      cancelLabel={t.cancel}
      actionLabel={busy ? t.undoing : choosing ? t.confirmUndoFields(chosen.length) : t.confirmUndo}
      onConfirm={() =>
        onConfirm(item?.action === "update" && remaining.length > 0 ? chosen : undefined)
      }
      onDismiss={onDismiss}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      {undoSet.length > 0 && !choosing && (
        <ul
          className="mt-3 space-y-1 rounded-lg bg-slate-100 p-3 text-sm text-slate-800"
          data-testid="undo-fields"
        >
          {undoSet.map(([key, value]) => (
            <li key={key} className="break-words" data-field={key}>
              {line(key, value)}
            </li>
          ))}
        </ul>
      )}
      {choosing && (
        <fieldset className="mt-3">
          <legend className="sr-only">{t.fieldsLegend}</legend>
          <ul
            className="space-y-1 rounded-lg bg-slate-100 p-2 text-sm text-slate-800"
            data-testid="undo-fields"
          >
            {undoSet.map(([key, value]) => (
              <li key={key} data-field={key}>
                <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-md p-1.5 break-words">
                  <input
                    type="checkbox"
                    className="mt-0.5 size-5 shrink-0 accent-river-600"
                    checked={chosen.includes(key)}
                    disabled={busy}
                    onChange={(e) => toggle(key, e.target.checked)}
                  />
                  <span className="min-w-0">{line(key, value)}</span>
                </label>
              </li>
            ))}
          </ul>
          {chosen.length === 0 && (
            <p className="mt-2 text-sm font-medium text-red-700" role="status">
              {t.chooseOne}
            </p>
          )}
        </fieldset>
      )}
      {item && item.undoneFields.length > 0 && (
        <p className="mt-3 text-sm text-slate-700">
          {t.alreadyUndone(item.undoneFields.map((f) => fieldLabel(f, t)).join(", "))}
        </p>
      )}
      {item && item.action !== "create" && (
        <p className="mt-3 text-sm text-slate-700">
          {choosing ? t.confirmChosenRecorded : t.confirmRecorded}
        </p>
      )}
    </ConfirmDialog>
  );
}
