import * as Dialog from "@radix-ui/react-dialog";
import X from "lucide-react/icons/x";
import { useState } from "react";
import { useLang, useMessages } from "~/lib/i18n/use-lang";
import { AdminCheckbox, AdminField } from "~/components/ui/admin-field";
import { fieldIssues } from "~/components/ui/form-issues";
import { toast } from "sonner";
import { useUnsavedChanges } from "~/components/ui/unsaved-changes";
import { useFormCall } from "~/components/ui/use-form-call";
import { AdminApiError } from "~/lib/admin-api-client";
import { attractionsAdminMessages } from "../admin-messages";
import { attractionSchema } from "../schema";
import { attractionsApi } from "../api/attractions";
import type { AdminAttraction } from "~/lib/api-shapes";

type Field = keyof typeof attractionsAdminMessages.pl.fields;
const REQUIRED: Field[] = ["name", "category", "description", "price", "location"];
const TEXT_OPTIONAL: Field[] = [
  "duration",
  "name_en",
  "category_en",
  "description_en",
  "price_en",
  "duration_en",
  "location_en",
];
const URL_FIELDS: Field[] = ["website_url", "google_maps_url", "image_url"];

interface Props {
  attraction: AdminAttraction | null;
  /** A new attraction's display order: after the last one, so it does not jump to the top. */
  nextOrder?: number;
  onClose: () => void;
  onSaved: (mode: "create" | "edit") => void;
}

/** Create/edit form in a Radix dialog (docs/product.md §2, §4 attraction form). Closing resets it. */
export default function AttractionDialog({ attraction, nextOrder = 0, onClose, onSaved }: Props) {
  const t = useMessages(attractionsAdminMessages);
  const lang = useLang();
  const { busy, errors, setErrors, run, formRef } = useFormCall();
  // Typed into and not saved: closing the tab or reloading asks first (issue 34, item 12).
  const [dirty, setDirty] = useState(false);
  useUnsavedChanges(dirty);
  const mode = attraction ? "edit" : "create";

  async function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const raw: Record<string, unknown> = {};
    for (const f of [...REQUIRED, ...TEXT_OPTIONAL, ...URL_FIELDS, "display_order"] as const)
      raw[f] = String(form.get(f) ?? "");
    raw.is_active = form.get("is_active") === "on";
    const parsed = attractionSchema(lang).safeParse(raw);
    if (!parsed.success) return setErrors(fieldIssues(e.currentTarget, parsed.error.issues));
    await run(
      async () => {
        if (attraction) await attractionsApi.update(attraction.id, parsed.data);
        else await attractionsApi.create(parsed.data);
        setDirty(false);
        onSaved(mode);
      },
      {
        fail: (err, show) => {
          if (err instanceof AdminApiError && err.fieldErrors) show(err.fieldErrors);
          toast.error(t.errorTitle, {
            description: err instanceof Error ? err.message : t.genericError,
          });
        },
      },
    );
  }

  const input = (f: Field, type: "text" | "url" | "number", required: boolean) => (
    <AttractionInputField
      key={f}
      field={f}
      type={type}
      required={required}
      value={attraction ? attraction[f as keyof AdminAttraction] : undefined}
      nextOrder={nextOrder}
      error={errors[f]}
    />
  );

  /** The attraction's words in one language: the same fields, the English ones optional. */
  const copy = (en: boolean) => {
    const f = (
      base: "name" | "category" | "description" | "price" | "location" | "duration",
    ): Field => (en ? `${base}_en` : base);
    return (
      <>
        {input(f("name"), "text", !en)}
        {input(f("category"), "text", !en)}
        <div className="sm:col-span-2">{input(f("description"), "text", !en)}</div>
        {input(f("price"), "text", !en)}
        {input(f("location"), "text", !en)}
        {input(f("duration"), "text", false)}
      </>
    );
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && !busy && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy-950/60" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[calc(100%-2rem)] sm:max-w-2xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-6">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold text-navy-900">
              {attraction ? t.editAttraction : t.newAttraction}
            </Dialog.Title>
            <Dialog.Close
              className="-m-2 rounded-full p-2 text-slate-700 hover:bg-slate-100"
              aria-label={t.cancel}
              disabled={busy}
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 text-sm text-slate-700">
            {t.dialogDescription}
          </Dialog.Description>
          <form
            ref={formRef}
            method="post"
            noValidate
            onSubmit={submit}
            onInput={() => setDirty(true)}
            className="mt-4"
          >
            <fieldset disabled={busy} className="grid gap-4 sm:grid-cols-2">
              {copy(false)}
              {input("display_order", "number", false)}
              {input("website_url", "url", false)}
              {input("google_maps_url", "url", false)}
              <div className="sm:col-span-2">{input("image_url", "url", false)}</div>
              <fieldset className="grid gap-4 rounded-xl border border-slate-300 p-4 sm:col-span-2 sm:grid-cols-2">
                <legend className="px-1 font-semibold text-navy-900">{t.englishLegend}</legend>
                <p className="text-sm text-slate-700 sm:col-span-2">{t.englishHelp}</p>
                {copy(true)}
              </fieldset>
              <AdminCheckbox
                label={t.fields.is_active}
                className="text-sm sm:col-span-2"
                name="is_active"
                defaultChecked={attraction ? attraction.is_active : true}
              />
              <div className="flex flex-col-reverse gap-3 sm:col-span-2 sm:flex-row sm:justify-end">
                <Dialog.Close type="button" className="btn-secondary">
                  {t.cancel}
                </Dialog.Close>
                <button type="submit" className="btn-primary">
                  {busy ? t.saving : t.saveAttraction}
                </button>
              </div>
            </fieldset>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** One field of the attraction form: its label (required or optional), input or text area, error. */
function AttractionInputField({
  field: f,
  type,
  required,
  value,
  nextOrder,
  error,
}: {
  field: Field;
  type: "text" | "url" | "number";
  required: boolean;
  value: AdminAttraction[keyof AdminAttraction] | undefined;
  nextOrder: number;
  error: string | undefined;
}) {
  const t = useMessages(attractionsAdminMessages);
  const id = `attraction-${f}`;
  return (
    <AdminField
      id={id}
      error={error}
      label={
        <>
          {t.fields[f]}
          {required ? (
            <span aria-hidden="true" className="text-red-700">
              {" "}
              *
            </span>
          ) : (
            <span className="font-normal text-slate-600"> {t.optional}</span>
          )}
        </>
      }
    >
      {(aria) =>
        f === "description" || f === "description_en" ? (
          <textarea
            {...aria}
            name={f}
            rows={4}
            required={required}
            lang={f === "description_en" ? "en" : undefined}
            defaultValue={typeof value === "string" ? value : ""}
            className="mt-1 block w-full rounded-lg border border-slate-400 px-3 py-2"
          />
        ) : (
          <input
            {...aria}
            name={f}
            type={type}
            required={required}
            lang={f.endsWith("_en") ? "en" : undefined}
            inputMode={type === "number" ? "numeric" : undefined}
            step={type === "number" ? 1 : undefined}
            placeholder={
              f === "price" ? t.pricePlaceholder : type === "url" ? "https://" : undefined
            }
            defaultValue={
              value === null || value === undefined
                ? f === "display_order"
                  ? String(nextOrder)
                  : ""
                : String(value)
            }
            className="mt-1 block min-h-11 w-full rounded-lg border border-slate-400 px-3 py-2"
          />
        )
      }
    </AdminField>
  );
}
