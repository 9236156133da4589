import Undo2 from "lucide-react/icons/undo-2";
import { IconButton } from "~/components/ui/icon-button";
import { formatWarsawDateTime } from "~/lib/i18n/format-time";
import { useLang, useMessages } from "~/lib/i18n/use-lang";
import { changedFields, isPartialUndo, revertOf } from "../describe";
import { historyMessages } from "../messages";
import type { AuditItem } from "../types";
import { ChangeList } from "./change-list";
import { subjectOf } from "./subject-of";

/** One entry: when, what, who, what it changed, and its undo button. */
export function HistoryEntry({
  item,
  priceTypes,
  cruiseNames,
  onUndo,
}: {
  item: AuditItem;
  priceTypes: Map<string, string>;
  cruiseNames: Map<string, string>;
  onUndo: (button: HTMLButtonElement) => void;
}) {
  const t = useMessages(historyMessages);
  const lang = useLang();
  const at = formatWarsawDateTime(item.at, lang);
  const subject = subjectOf(item, t, lang, priceTypes, cruiseNames);
  const undid = item.action === "revert" ? revertOf(item.after) : null;
  return (
    <li
      key={item.id}
      className="rounded-xl bg-white p-4 shadow-sm"
      data-audit-id={item.id}
      data-entity={item.entity}
      data-action={item.action}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="text-sm text-slate-700">
            <time dateTime={item.at}>{at}</time> · {t.entry(item.id)}
          </p>
          <h3 className="mt-1 font-semibold break-words text-navy-900">
            {subject}{" "}
            <span className="font-normal text-slate-700">
              ({t.actions[item.action] ?? item.action})
            </span>
          </h3>
          {item.entity === "page_copy" && (
            // The key stays findable for support, small, as in the Texts tab.
            <p className="font-mono text-xs break-all text-slate-600">{item.entityId}</p>
          )}
          <p className="text-sm break-all text-slate-700">
            {t.by(item.actorEmail ?? t.unknownActor)}
          </p>
          {undid !== null && (
            <p className="mt-1 text-sm font-medium text-river-700">
              {isPartialUndo(item.after) ? t.revertOfPart(undid) : t.revertOf(undid)}
            </p>
          )}
          {item.revertedBy !== null && (
            <p className="mt-1 inline-flex rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-800">
              {t.revertedBy(item.revertedBy)}
            </p>
          )}
          {item.partlyRevertedBy.length > 0 && (
            <p
              className="mt-1 inline-flex rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-800"
              data-testid="partly-undone"
            >
              {t.partlyRevertedBy(item.partlyRevertedBy)}
            </p>
          )}
          <ChangeList
            changes={changedFields(item.before, item.after)}
            t={t}
            lang={lang}
            undone={item.undoneFields}
          />
        </div>
        {item.revertible && (
          <IconButton
            icon={Undo2}
            className="btn-secondary min-h-11 shrink-0 self-start px-4 py-2 text-sm"
            aria-label={t.undoLabel(subject, at)}
            onClick={(e) => onUndo(e.currentTarget)}
          >
            {t.undo}
          </IconButton>
        )}
      </div>
    </li>
  );
}
