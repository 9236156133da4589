import type { InputHTMLAttributes, ReactNode, Ref, TextareaHTMLAttributes } from "react";

const control =
  "block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus-visible:border-river-700 aria-[invalid=true]:border-red-700";

interface BaseProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  /** Shows a visual "required" marker; the schema decides the rule. */
  required?: boolean;
  optionalLabel?: string;
}

function describedBy(id: string, error?: string, hint?: string) {
  return (
    [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined
  );
}

function Label({ id, label, required, optionalLabel }: BaseProps) {
  return (
    <label htmlFor={id} className="mb-1 block text-sm font-semibold text-navy-900">
      {label}
      {required ? (
        <span aria-hidden="true" className="ml-0.5 text-red-700">
          *
        </span>
      ) : optionalLabel ? (
        <span className="ml-1 font-normal text-slate-600">({optionalLabel})</span>
      ) : null}
    </label>
  );
}

function Messages({ id, error, hint }: Pick<BaseProps, "id" | "error" | "hint">) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** Label, control and messages; the control gets the ARIA wiring that ties it to them. */
function FieldShell({
  id,
  label,
  error,
  hint,
  required,
  optionalLabel,
  className,
  children,
}: BaseProps & { className?: string; children: (aria: ControlAria) => ReactNode }) {
  return (
    <div className={className}>
      <Label id={id} label={label} required={required} optionalLabel={optionalLabel} />
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy(id, error, hint),
        "aria-required": required || undefined,
      })}
      <Messages id={id} error={error} hint={hint} />
    </div>
  );
}

interface ControlAria {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  "aria-required": true | undefined;
}

const border = (error?: string) => (error ? "border-red-700" : "border-slate-400");

/** Splits a field's props into the shell's (label, messages, wrapper) and the control's own. */
function splitField<P extends BaseProps & { className?: string }>({
  id,
  label,
  error,
  hint,
  required,
  optionalLabel,
  className,
  ...control
}: P) {
  return [{ id, label, error, hint, required, optionalLabel, className }, control] as const;
}

/** A labelled text input whose error is tied to it with aria-describedby / aria-invalid. */
export function TextField({
  inputRef,
  ...props
}: BaseProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, "id"> & { inputRef?: Ref<HTMLInputElement> }) {
  const [shell, input] = splitField(props);
  return (
    <FieldShell {...shell}>
      {(aria) => (
        <input
          {...aria}
          ref={inputRef}
          className={`${control} ${border(shell.error)}`}
          {...input}
        />
      )}
    </FieldShell>
  );
}

export function TextAreaField({
  inputRef,
  ...props
}: BaseProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id"> & {
    inputRef?: Ref<HTMLTextAreaElement>;
  }) {
  const [shell, input] = splitField(props);
  return (
    <FieldShell {...shell}>
      {(aria) => (
        <textarea
          {...aria}
          ref={inputRef}
          className={`${control} min-h-28 ${border(shell.error)}`}
          {...input}
        />
      )}
    </FieldShell>
  );
}

/** A native checkbox with its label beside it and an error below. */
export function CheckboxField({
  id,
  label,
  error,
  inputRef,
  className,
  after,
  ...input
}: Omit<BaseProps, "hint" | "required" | "optionalLabel"> &
  Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "type"> & {
    inputRef?: Ref<HTMLInputElement>;
    /** Shown under the label, outside it (e.g. a link, which must not sit inside a label). */
    after?: ReactNode;
  }) {
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          ref={inputRef}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-0.5 size-5 shrink-0 accent-river-700"
          {...input}
        />
        <div className="text-sm leading-snug text-slate-800">
          <label htmlFor={id}>{label}</label>
          {after ? <div className="mt-1">{after}</div> : null}
        </div>
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 ml-8 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A field people and assistive technology never see; bots that fill every input do.
 * The server answers a filled honeypot like a success and stores nothing.
 */
export function HoneypotField({
  value,
  onChange,
}: {
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden" inert>
      <label>
        Website
        <input
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      </label>
    </div>
  );
}
