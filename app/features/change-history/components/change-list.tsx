import type { FieldChange } from "../describe";
import { fieldLabel, valueText } from "../entry-words";
import { historyMessages } from "../messages";

type T = (typeof historyMessages)["pl"];

/** The fields an entry changed, each with its value before (struck through) and after. */
export function ChangeList({
  changes,
  t,
  lang,
  undone = [],
}: {
  changes: FieldChange[];
  t: T;
  lang: "pl" | "en";
  /** Fields a partial undo already set back (decision 313): marked as such. */
  undone?: readonly string[];
}) {
  const isUndone = (key: string) =>
    undone.some((f) => f === key || f.startsWith(`${key}.`) || key.startsWith(`${f}.`));
  if (changes.length === 0) return <p className="mt-2 text-sm text-slate-700">{t.noChanges}</p>;
  return (
    <ul className="mt-2 space-y-1 text-sm">
      {changes.map((c) => (
        <li key={c.key} className="break-words" data-field={c.key}>
          <span className="font-semibold text-slate-800">{fieldLabel(c.key, t)}:</span>{" "}
          {c.before !== undefined && (
            <>
              <span
                className="text-slate-700 line-through decoration-slate-500"
                data-testid="before"
              >
                {valueText(c.key, c.before, t, lang)}
              </span>{" "}
              <span aria-hidden="true">→</span>
              <span className="sr-only">{t.changedTo}</span>{" "}
            </>
          )}
          <span className="font-medium text-navy-900" data-testid="after">
            {valueText(c.key, c.after, t, lang)}
          </span>
          {isUndone(c.key) && (
            <span className="text-slate-700" data-testid="field-undone">
              {" "}
              ({t.fieldUndone})
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
