import { Pager } from "~/components/ui/pager";
import { PanelHeading } from "~/components/ui/panel-card";
import { useRef, useState } from "react";
import { Loaded, PanelNote } from "~/components/ui/loaded";
import { toast } from "sonner";
import { useFormCall } from "~/components/ui/use-form-call";
import { ownIcon } from "~/lib/toast-icon";
import { AdminField, adminControl } from "~/components/ui/admin-field";
import { AdminApiError } from "~/lib/admin-api-client";
import { useLang, useMessages } from "~/lib/i18n/use-lang";
import { historyMessages } from "../messages";
import type { AuditItem } from "../types";
import { HistoryEntry } from "./history-entry";
import { subjectOf } from "./subject-of";
import { UndoDialog, remainingFields } from "./undo-dialog";
import { historyApi, useAuditPage } from "../api/history";

/**
 * The change history (docs/product.md §10, decision 160): who changed what and when, newest
 * first, by entity; a price or attraction change can be undone after a confirmation.
 */
export function HistoryTab() {
  const t = useMessages(historyMessages);
  const lang = useLang();
  const [entity, setEntity] = useState("");
  const [page, setPage] = useState(1);
  const [toUndo, setToUndo] = useState<AuditItem | null>(null);
  const { busy: undoing, run } = useFormCall();
  // The dialog is opened without a Radix trigger: focus goes back to the button that opened it,
  // or, once that entry can no longer be undone, to the heading.
  const opener = useRef<HTMLButtonElement | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const { data, failed, priceTypes, cruiseNames, reload } = useAuditPage(entity, page);

  async function undo(fields: string[] | undefined) {
    if (!toUndo) return;
    const { id } = toUndo;
    // Fields left for a later undo: the entry keeps its button, and focus stays on it.
    const partLeft = fields !== undefined && fields.length < remainingFields(toUndo).length;
    await run(
      async () => {
        // An update names the fields it sets back: exactly those listed and ticked.
        await historyApi.revert(id, fields);
        toast.success(t.undone, { ...ownIcon(t.undone), description: t.undoneText });
        // Otherwise the entry's button goes away with the reload: focus the heading instead.
        if (!partLeft) opener.current = null;
        setToUndo(null);
        setPage(1);
        reload();
      },
      {
        fail: (err) => {
          const message =
            err instanceof AdminApiError && err.fieldErrors?.fields
              ? err.fieldErrors.fields
              : err instanceof AdminApiError && err.message && !/^HTTP \d+$/.test(err.message)
                ? err.message
                : t.undoFailed;
          toast.error(t.errorTitle, { description: message });
          setToUndo(null);
          reload();
        },
      },
    );
  }

  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <section aria-labelledby="history-title" className="space-y-4">
      <div>
        <PanelHeading id="history-title" ref={heading}>
          {t.title}
        </PanelHeading>
        <p className="mt-1 max-w-3xl text-slate-700">{t.intro}</p>
      </div>
      <div className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm sm:flex-row sm:items-end sm:justify-between">
        <AdminField id="history-entity" label={t.entity} className="sm:w-72">
          <select
            id="history-entity"
            value={entity}
            onChange={(e) => {
              setEntity(e.target.value);
              setPage(1);
            }}
            className={adminControl}
          >
            <option value="">{t.anyEntity}</option>
            {(data?.entities ?? []).map((e) => (
              <option key={e} value={e}>
                {t.entities[e] ?? e}
              </option>
            ))}
          </select>
        </AdminField>
        {data && (
          <p className="text-sm text-slate-700" aria-live="polite" data-testid="history-count">
            {t.count(data.total)}
          </p>
        )}
      </div>

      <Loaded data={data} failed={failed} failedText={t.loadFailed} loadingText={t.loading}>
        {(data) =>
          data.items.length === 0 ? (
            <PanelNote>{t.none}</PanelNote>
          ) : (
            <ol aria-label={t.list} className="space-y-3">
              {data.items.map((item) => (
                <HistoryEntry
                  key={item.id}
                  item={item}
                  priceTypes={priceTypes}
                  cruiseNames={cruiseNames}
                  onUndo={(button) => {
                    opener.current = button;
                    setToUndo(item);
                  }}
                />
              ))}
            </ol>
          )
        }
      </Loaded>

      <Pager page={page} pages={pages} onPage={setPage} label={t.pages} words={t} />

      <UndoDialog
        item={toUndo}
        subject={toUndo ? subjectOf(toUndo, t, lang, priceTypes, cruiseNames) : ""}
        busy={undoing}
        onConfirm={(fields) => void undo(fields)}
        onDismiss={() => setToUndo(null)}
        onCloseAutoFocus={(e) => {
          e.preventDefault();
          const target = opener.current?.isConnected ? opener.current : heading.current;
          target?.focus();
        }}
      />
    </section>
  );
}
