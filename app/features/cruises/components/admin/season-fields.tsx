import type { ReactNode } from "react";
import type { FieldErrors } from "~/components/ui/use-form-call";

/** The season's two dates as the API takes them: both empty is "no season of its own". */
export function seasonOf(from: string, until: string) {
  return from.trim() || until.trim() ? { from: from.trim(), until: until.trim() } : null;
}

/**
 * A season's "from" and "until" fields (a cruise's or a location's), with the first error the
 * API gave for either under them. `from` and `until`: the form's own inputs.
 */
export function SeasonFields({
  legend,
  hint,
  from,
  until,
  errors,
  className = "grid grid-cols-2 gap-3",
}: {
  legend: string;
  hint?: string;
  from: ReactNode;
  until: ReactNode;
  errors: FieldErrors;
  className?: string;
}) {
  const error = errors["season.from"] ?? errors["season.until"];
  return (
    <fieldset className={className}>
      <legend className="mb-1 text-sm font-semibold text-slate-800">{legend}</legend>
      {hint ? <p className="col-span-2 text-sm text-slate-700">{hint}</p> : null}
      {from}
      {until}
      {error ? <p className="col-span-2 text-sm font-medium text-red-700">{error}</p> : null}
    </fieldset>
  );
}
