import { useRef, useState, type RefObject } from "react";
import { toast } from "sonner";
import { FormDialog } from "~/components/ui/form-dialog";
import { HoneypotField, TextAreaField, TextField } from "~/components/ui/form-field";
import { postJson } from "~/components/ui/post-json";
import { pageUrl } from "~/lib/i18n/page-urls";
import { useLang, useMessages } from "~/lib/i18n/use-lang";
import { eventBookingMessages } from "../messages";
import {
  EVENT_BOOKING_FIELDS,
  eventBookingSchema,
  todayInWarsaw,
  type EventBookingField,
} from "../schema";

type Values = Record<EventBookingField, string>;
const EMPTY: Values = {
  name: "",
  phone: "",
  email: "",
  date: "",
  timeFrom: "",
  timeTo: "",
  description: "",
};

function errorsOf(values: Values, lang: "pl" | "en"): Partial<Values> {
  const parsed = eventBookingSchema(lang).safeParse(values);
  if (parsed.success) return {};
  const out: Partial<Values> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as EventBookingField;
    out[key] ??= issue.message;
  }
  return out;
}

/** docs/product.md §4 event-booking dialog: closed, open, submitting. Lazily loaded by EventBookingButton. */
export default function EventBookingDialog({
  open,
  onOpenChange,
  returnFocusTo,
  cruise,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
  /** A cruise booked by enquiry (decision 351): named in the title, its key sent with the form. */
  cruise?: { key: string; name: string };
}) {
  const lang = useLang();
  const t = useMessages(eventBookingMessages);
  const c = cruise ? t.cruise : null;
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Values>>({});
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const [honeypot, setHoneypot] = useState("");
  const refs = useRef<
    Partial<Record<EventBookingField, HTMLInputElement | HTMLTextAreaElement | null>>
  >({});

  const focusFirst = (errs: Partial<Values>) => {
    const first = EVENT_BOOKING_FIELDS.find((f) => errs[f]);
    if (first) refs.current[first]?.focus();
  };

  const set = (field: EventBookingField) => (e: { target: { value: string } }) => {
    const next = { ...values, [field]: e.target.value };
    setValues(next);
    if (touched) setErrors(errorsOf(next, lang));
  };

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    if (pending) return;
    setTouched(true);
    const errs = errorsOf(values, lang);
    setErrors(errs);
    if (Object.keys(errs).length) return focusFirst(errs);
    setPending(true);
    const { status, data } = await postJson<{ id: number }>("/api/event-bookings", {
      ...values,
      language: lang,
      website: honeypot,
      ...(cruise ? { cruise: cruise.key } : {}),
    });
    setPending(false);
    if (status === 201) {
      toast.success(t.success);
      setValues(EMPTY);
      setErrors({});
      setTouched(false);
      onOpenChange(false);
      return;
    }
    if (status === 400 && data.fieldErrors) {
      const fieldErrs = data.fieldErrors as Partial<Values>;
      setErrors(fieldErrs);
      focusFirst(fieldErrs);
    }
    toast.error(
      t.error,
      status === 429 && data.message ? { description: data.message } : undefined,
    );
  }

  const field = (name: EventBookingField) => ({
    id: `event-booking-${name}`,
    name,
    value: values[name],
    onChange: set(name),
    error: errors[name],
    required: true,
    inputRef: (el: HTMLInputElement | HTMLTextAreaElement | null) => {
      refs.current[name] = el;
    },
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => !pending && onOpenChange(next)}
      title={c ? c.title.replace("{name}", cruise!.name) : t.title}
      description={c ? c.description : t.description}
      closeLabel={t.close}
      returnFocusTo={returnFocusTo}
    >
      <form noValidate onSubmit={onSubmit} className="relative space-y-4" aria-busy={pending}>
        <p className="text-sm text-slate-600">{t.requiredNote}</p>
        <TextField {...field("name")} label={t.name} autoComplete="name" maxLength={100} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            {...field("phone")}
            label={t.phone}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            maxLength={20}
          />
          <TextField
            {...field("email")}
            label={t.email}
            type="email"
            autoComplete="email"
            inputMode="email"
            maxLength={255}
          />
        </div>
        <TextField
          {...field("date")}
          label={c ? c.date : t.date}
          type="date"
          min={todayInWarsaw()}
        />
        <div className="grid grid-cols-2 gap-4">
          <TextField {...field("timeFrom")} label={t.timeFrom} type="time" step={900} />
          <TextField {...field("timeTo")} label={t.timeTo} type="time" step={900} />
        </div>
        <TextAreaField
          {...field("description")}
          label={c ? c.descriptionLabel : t.descriptionLabel}
          placeholder={c ? c.descriptionPlaceholder : t.descriptionPlaceholder}
          maxLength={500}
          rows={4}
        />
        <HoneypotField value={honeypot} onChange={setHoneypot} />
        <p className="text-xs leading-relaxed text-slate-600">
          {t.privacyNotice}{" "}
          <a href={pageUrl("/polityka-prywatnosci", lang)} className="link">
            {t.privacyLink}
          </a>
          . {t.termsNotice}{" "}
          <a href={pageUrl("/regulamin", lang)} className="link">
            {t.termsLink}
          </a>
          .
        </p>
        <button type="submit" className="btn-primary w-full" disabled={pending}>
          {pending ? t.pending : t.submit}
        </button>
      </form>
    </FormDialog>
  );
}
