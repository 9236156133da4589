import type {
  InputHTMLAttributes,
  ReactNode,
  Ref,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from "react";

/** The panel's label above a control. */
export const adminLabel = "block text-sm font-semibold text-slate-800";
/** The panel's full-width, 44 px control (inputs and selects of its filters and forms). */
export const adminControl =
  "mt-1 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2";

/** What ties a control to its label, hint and error. */
export interface AdminControlAria {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

/**
 * The admin panel's labelled control: the label, an optional hint above the control, the
 * control and its error under it. Given a function, the field hands it the id and the ARIA
 * attributes that tie the hint and the error to the control; given an element, it only wraps
 * it (a control with its own wiring, or none).
 */
export function AdminField({
  id,
  label,
  hint,
  error,
  alert = false,
  className,
  labelClassName = adminLabel,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** The error is announced as it appears (role="alert"). */
  alert?: boolean;
  className?: string;
  labelClassName?: string;
  children: ReactNode | ((aria: AdminControlAria) => ReactNode);
}) {
  const describedBy =
    [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-700">
          {hint}
        </p>
      )}
      {typeof children === "function"
        ? children({
            id,
            "aria-invalid": error ? true : undefined,
            "aria-describedby": describedBy,
          })
        : children}
      {error && (
        <p
          id={`${id}-error`}
          role={alert ? "alert" : undefined}
          className="mt-1 text-sm font-medium text-red-700"
        >
          {error}
        </p>
      )}
    </div>
  );
}

/** What every labelled panel control takes besides its own attributes. */
interface PanelFieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  className?: string;
}

/** A panel form's input: label, optional hint, the full-width 44 px input, its error. */
export function AdminInput({
  id,
  label,
  hint,
  error,
  className,
  ...input
}: PanelFieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className">) {
  return (
    <AdminField id={id} label={label} hint={hint} error={error} className={className}>
      {(aria) => <input {...input} {...aria} className={adminControl} />}
    </AdminField>
  );
}

/** A panel form's text area, labelled like `AdminInput`. */
export function AdminTextArea({
  id,
  label,
  hint,
  error,
  className,
  ...area
}: PanelFieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "className">) {
  return (
    <AdminField id={id} label={label} hint={hint} error={error} className={className}>
      {(aria) => <textarea {...area} {...aria} className={adminControl} />}
    </AdminField>
  );
}

/** A panel form's select of fixed `options`, each shown by `optionLabel`. */
export function AdminSelect<T extends string>({
  id,
  label,
  hint,
  error,
  className,
  options,
  optionLabel,
  ...select
}: PanelFieldProps & {
  options: readonly T[];
  optionLabel: (option: T) => string;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "className">) {
  return (
    <AdminField id={id} label={label} hint={hint} error={error} className={className}>
      {(aria) => (
        <select {...select} {...aria} className={adminControl}>
          {options.map((o) => (
            <option key={o} value={o}>
              {optionLabel(o)}
            </option>
          ))}
        </select>
      )}
    </AdminField>
  );
}

/** A panel form's checkbox with its label beside it; `className` adds to the label's look. */
export function AdminCheckbox({
  label,
  className = "",
  ...input
}: {
  label: ReactNode;
  className?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "className">) {
  return (
    <label
      className={`flex min-h-11 items-center gap-2 font-semibold text-slate-800 ${className}`.trimEnd()}
    >
      <input type="checkbox" {...input} className="size-5 accent-river-600" />
      {label}
    </label>
  );
}

const accountLabel = "block text-sm font-semibold text-navy-900";
/** The inputs' look around `inputClassName` (the text size or typeface, a fill). */
const accountInput = (extra: string) =>
  `mt-1 block min-h-11 w-full rounded-lg border border-slate-400 px-3 py-2 ${extra} focus:border-river-600`;

/**
 * An input of the sign-in, invitation and account forms: navy label, larger text, hint and
 * error tied to it. `inputClassName` adds to the input's look (a background, a typeface).
 */
export function AccountInput({
  id,
  label,
  hint,
  error,
  alert,
  className,
  inputClassName = "text-base",
  ref,
  ...input
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  alert?: boolean;
  className?: string;
  inputClassName?: string;
  ref?: Ref<HTMLInputElement>;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className">) {
  return (
    <AdminField
      id={id}
      label={label}
      hint={hint}
      error={error}
      alert={alert}
      className={className}
      labelClassName={accountLabel}
    >
      {(aria) => <input ref={ref} {...input} {...aria} className={accountInput(inputClassName)} />}
    </AdminField>
  );
}
