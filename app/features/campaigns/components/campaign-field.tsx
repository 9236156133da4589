import type { ReactNode } from "react";

/** What ties an editor control to its label and error. */
type ControlAria = {
  id: string;
  "aria-invalid": boolean;
  "aria-describedby": string | undefined;
};

/** A labelled control of the campaign editor, its help and its error tied to it. */
export function Field({
  id,
  label,
  error,
  children,
  help,
}: {
  id: string;
  label: string;
  error?: string;
  help?: ReactNode;
  /** A function gets the id and the ARIA attributes that tie the error to the control. */
  children: ReactNode | ((aria: ControlAria) => ReactNode);
}) {
  return (
    <div className="mt-4">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {typeof children === "function"
        ? children({
            id,
            "aria-invalid": !!error,
            "aria-describedby": error ? `${id}-error` : undefined,
          })
        : children}
      {help && <p className="mt-1 text-sm text-slate-700">{help}</p>}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-800" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** The editor's inputs. */
export const INPUT =
  "mt-1 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base disabled:bg-slate-100";
