import { useState, type ChangeEvent, type FormEvent } from "react";
import { useMessages } from "~/lib/i18n/use-lang";
import { panelFormWords } from "./panel-messages";
import { handleSaveError } from "./panel-save";
import { useUnsavedChanges } from "./unsaved-changes";
import type { FormSchema } from "./form-issues";
import { useFormCall } from "./use-form-call";

/**
 * A panel section's save: `form(submit)` is the form element's wiring (posted by script, the
 * browser's own checks off); submitting holds the form while `submit` runs. A failure keeps what
 * was typed, puts the server's field errors under their inputs (the first one focused) and
 * shows its message in a toast titled "Błąd" / "Error".
 */
export function usePanelSave() {
  const t = useMessages(panelFormWords);
  const { busy, errors, run, check, formRef } = useFormCall();
  /** `checked`: the body the route will check, and its schema, checked first in the browser. */
  const form = (
    submit: () => Promise<void>,
    checked?: { schema: FormSchema<unknown>; body: () => unknown },
  ) => ({
    ref: formRef,
    method: "post" as const,
    noValidate: true,
    onSubmit: (e: FormEvent) => {
      e.preventDefault();
      if (checked && !check(checked.schema, checked.body())) return;
      void run(submit, {
        fail: (err, setErrors) => handleSaveError(err, t.errorTitle, setErrors),
      });
    },
  });
  return { busy, errors, form };
}

type TextChange = ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>;

/**
 * A panel form over a draft: the values being typed (`start` gives the first ones), the
 * leave-page guard while they differ from the first ones, and `usePanelSave`'s save.
 * `bind(key)` wires a text field to the draft: its id (`idPrefix-key`, or `idPrefix-name`),
 * its error, its value and change handler.
 */
export function useDraftForm<D extends object>(idPrefix: string, start: () => D) {
  const [draft, setDraft] = useState<D>(start);
  const [initialDraft] = useState(draft);
  useUnsavedChanges(JSON.stringify(draft) !== JSON.stringify(initialDraft));
  const panel = usePanelSave();
  const bind = <K extends keyof D & string>(key: K, name: string = key) => ({
    id: `${idPrefix}-${name}`,
    error: panel.errors[key],
    value: draft[key] as string,
    onChange: (e: TextChange) => setDraft({ ...draft, [key]: e.target.value }),
  });
  return { draft, setDraft, bind, ...panel };
}
