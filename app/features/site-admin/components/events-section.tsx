import { useEffect, useState } from "react";
import { toast } from "sonner";
import { AdminCheckbox, AdminInput, AdminSelect, AdminTextArea } from "~/components/ui/admin-field";
import { useDraftForm } from "~/components/ui/use-draft-form";
import { useFormCall } from "~/components/ui/use-form-call";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Spinner } from "~/components/ui/spinner";
import { redirectIfUnauthorised } from "~/lib/admin-api-client";
import { formatDay, warsawDay } from "~/lib/i18n/format-time";
import { useLang, useMessages } from "~/lib/i18n/use-lang";
import {
  PROMO_ICONS,
  nextOccurrence,
  type PromoEvent,
  type PromoEventInput,
} from "~/lib/site-data/promo-events";
import { promoEventsApi, type EventLocationRow } from "../api/promo-events";
import { siteAdminMessages } from "../messages";
import { promoEventSchema } from "../promo-events-schema";
import { handleSaveError } from "~/components/ui/panel-save";
import { SubmitCancel } from "~/components/ui/form-buttons";

const EMPTY: PromoEventInput = {
  title_pl: "",
  title_en: "",
  description_pl: "",
  description_en: "",
  icon: "gift",
  date: null,
  time: null,
  yearly: false,
  // The first place offered (see EventForm's caller).
  location: "",
  published: true,
};

/** Promotional events (decision 232): the list, soonest first as on the site; add, edit, hide, delete. */
export function EventsSection() {
  const t = useMessages(siteAdminMessages);
  const [items, setItems] = useState<PromoEvent[] | null>(null);
  const [today, setToday] = useState("");
  const [failed, setFailed] = useState(false);
  const [editing, setEditing] = useState<number | "new" | null>(null);
  // Which event's buttons are held; the calls themselves through useFormCall.
  const [busy, setBusy] = useState<number | null>(null);
  const { run } = useFormCall();
  const showFailure = (err: unknown) => handleSaveError(err, t.errorTitle, () => {});
  const [deleting, setDeleting] = useState<PromoEvent | null>(null);
  const lang = useLang();
  // The location rows; until they load (or if they fail), the original three.
  const [rows, setRows] = useState<EventLocationRow[] | null>(null);
  const places = eventPlaces(rows, lang, t.events.locations);

  useEffect(() => {
    promoEventsApi
      .locations()
      .then(setRows)
      .catch(() => setRows(null));
  }, []);

  useEffect(() => {
    promoEventsApi
      .list()
      .then((r) => {
        setItems(r.items);
        setToday(r.today);
      })
      .catch((err) => {
        if (!redirectIfUnauthorised(err)) setFailed(true);
      });
  }, []);

  if (failed) return <p className="rounded-xl bg-white p-6 text-slate-700">{t.loadFailed}</p>;
  if (!items) return <Spinner label={t.loading} />;

  const upsert = (e: PromoEvent) =>
    setItems((all) =>
      all?.some((x) => x.id === e.id)
        ? all.map((x) => (x.id === e.id ? e : x))
        : [...(all ?? []), e],
    );
  const when = (e: PromoEvent) => (e.date ? nextOccurrence(e.date, e.yearly, today) : "9999");
  const sorted = [...items].sort((a, b) => when(a).localeCompare(when(b)) || a.id - b.id);

  async function save(id: number | "new", body: PromoEventInput) {
    upsert(await promoEventsApi.save(id, body));
    setEditing(null);
    toast.success(t.savedTitle, { description: t.events.saved });
  }

  async function togglePublished(e: PromoEvent) {
    setBusy(e.id);
    const { id: _id, ...rest } = e;
    await run(() => save(e.id, { ...rest, published: !e.published }), { fail: showFailure });
    setBusy(null);
  }

  async function remove(e: PromoEvent) {
    setBusy(e.id);
    await run(
      async () => {
        await promoEventsApi.remove(e.id);
        setItems((all) => all?.filter((x) => x.id !== e.id) ?? null);
        toast.success(t.savedTitle, { description: t.events.removed });
      },
      { fail: showFailure },
    );
    setBusy(null);
    setDeleting(null);
  }

  return (
    <div className="mt-4 space-y-4">
      {editing === "new" ? (
        <EventForm
          initial={{ ...EMPTY, location: places[0]?.id ?? "" }}
          places={places}
          title={t.events.newTitle}
          onSave={(body) => save("new", body)}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <button
          type="button"
          className="btn-primary w-full sm:w-auto"
          onClick={() => setEditing("new")}
        >
          {t.events.add}
        </button>
      )}
      <ul className="grid gap-4 lg:grid-cols-2">
        {sorted.map((e) => (
          <li
            key={e.id}
            className="rounded-xl bg-white p-4 shadow-sm sm:p-5"
            data-testid="admin-promo-event"
            data-event-id={e.id}
          >
            {editing === e.id ? (
              <EventForm
                initial={e}
                places={places}
                title={t.events.editTitle}
                onSave={(body) => save(e.id, body)}
                onCancel={() => setEditing(null)}
              />
            ) : (
              <EventCard
                event={e}
                placeName={places.find((p) => p.id === e.location)?.name ?? e.location}
                today={today}
                busy={busy === e.id}
                onEdit={() => setEditing(e.id)}
                onTogglePublished={() => togglePublished(e)}
                onRemove={() => setDeleting(e)}
              />
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        busy={busy !== null}
        title={t.events.remove}
        description={deleting ? t.events.removeConfirm(deleting.title_pl) : ""}
        cancelLabel={t.cancel}
        actionLabel={t.events.remove}
        onConfirm={() => deleting && remove(deleting)}
        onDismiss={() => setDeleting(null)}
      />
    </div>
  );
}

/** One event as the list shows it: when and where, its titles, whether it is shown, its buttons. */
function EventCard({
  event: e,
  placeName,
  today,
  busy,
  onEdit,
  onTogglePublished,
  onRemove,
}: {
  event: PromoEvent;
  placeName: string;
  today: string;
  busy: boolean;
  onEdit: () => void;
  onTogglePublished: () => void;
  onRemove: () => void;
}) {
  const t = useMessages(siteAdminMessages);
  const lang = useLang();
  return (
    <>
      <p className="text-sm font-semibold text-slate-700">
        {e.date ? formatDay(nextOccurrence(e.date, e.yearly, today), lang) : t.events.undated}
        {e.time ? `, ${e.time}` : ""}
        {e.yearly ? ` · ${t.events.yearlyNote}` : ""} · {placeName}
      </p>
      <h3 className="mt-1 text-lg font-bold break-words text-navy-900">{e.title_pl}</h3>
      {e.title_en ? (
        <p lang="en" className="break-words text-slate-700">
          {e.title_en}
        </p>
      ) : null}
      <p
        className={`mt-2 inline-block rounded-full px-3 py-1 text-sm font-semibold ${e.published ? "bg-river-100 text-river-700" : "bg-slate-200 text-slate-800"}`}
      >
        {e.published ? t.events.published : t.events.hidden}
      </p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <button type="button" className="btn-secondary" disabled={busy} onClick={onEdit}>
          {t.events.edit}
        </button>
        <button type="button" className="btn-secondary" disabled={busy} onClick={onTogglePublished}>
          {e.published ? t.events.unpublish : t.events.publish}
        </button>
        <button type="button" className="btn-secondary" disabled={busy} onClick={onRemove}>
          {t.events.remove}
        </button>
      </div>
    </>
  );
}

function EventForm({
  initial,
  places,
  title,
  onSave,
  onCancel,
}: {
  initial: PromoEventInput;
  places: EventPlaceOption[];
  title: string;
  onSave: (body: PromoEventInput) => Promise<void>;
  onCancel: () => void;
}) {
  const t = useMessages(siteAdminMessages);
  const {
    draft,
    setDraft,
    bind,
    errors,
    form,
    busy: saving,
  } = useDraftForm("promo", () => ({
    ...initial,
    date: initial.date ?? "",
    time: initial.time ?? "",
  }));
  const body = () => ({ ...draft, date: draft.date || null, time: draft.time || null });
  // Checked in the browser by the route's own schema before any request (issue 43).
  const lang = useLang();
  const checked = {
    schema: promoEventSchema(lang)(
      warsawDay(),
      initial.date,
      places.map((p) => p.id),
    ),
    body,
  };

  const text = (field: "title_pl" | "title_en", label: string, en = false) => (
    <AdminInput label={label} lang={en ? "en" : undefined} maxLength={120} {...bind(field)} />
  );
  const area = (field: "description_pl" | "description_en", label: string, en = false) => (
    <AdminTextArea
      label={label}
      lang={en ? "en" : undefined}
      rows={3}
      maxLength={1000}
      {...bind(field)}
    />
  );

  return (
    <form
      {...form(() => onSave(body()), checked)}
      aria-label={title}
      data-testid="promo-event-form"
    >
      <h3 className="mb-3 text-lg font-bold text-navy-900">{title}</h3>
      <fieldset disabled={saving} className="grid gap-4 sm:grid-cols-2">
        {text("title_pl", t.events.titlePl)}
        {text("title_en", t.events.titleEn, true)}
        {area("description_pl", t.events.descriptionPl)}
        {area("description_en", t.events.descriptionEn, true)}
        <AdminInput label={t.events.date} hint={t.events.dateHint} type="date" {...bind("date")} />
        <AdminInput label={t.events.time} type="time" {...bind("time")} />
        <AdminCheckbox
          label={t.events.yearly}
          checked={draft.yearly}
          onChange={(e) => setDraft({ ...draft, yearly: e.target.checked })}
        />
        {errors.yearly ? <p className="text-sm font-medium text-red-700">{errors.yearly}</p> : null}
        <AdminCheckbox
          label={t.events.publishedLabel}
          checked={draft.published}
          onChange={(e) => setDraft({ ...draft, published: e.target.checked })}
        />
        <AdminSelect
          id="promo-location"
          label={t.events.location}
          error={errors.location}
          value={draft.location}
          // The shown locations, and the event's own even if it is hidden now.
          options={places.filter((p) => p.shown || p.id === initial.location).map((p) => p.id)}
          optionLabel={(l) => places.find((p) => p.id === l)?.name ?? l}
          onChange={(e) =>
            setDraft({ ...draft, location: e.target.value as PromoEventInput["location"] })
          }
        />
        <AdminSelect
          id="promo-icon"
          label={t.events.icon}
          error={errors.icon}
          value={draft.icon}
          options={PROMO_ICONS}
          optionLabel={(i) => t.events.icons[i]}
          onChange={(e) => setDraft({ ...draft, icon: e.target.value as PromoEventInput["icon"] })}
        />
        <SubmitCancel
          busy={saving}
          onCancel={onCancel}
          className="flex flex-col gap-2 sm:col-span-2 sm:flex-row"
        />
      </fieldset>
    </form>
  );
}

/** A place an event may be at: a location row's id and its name in the panel's language. */
interface EventPlaceOption {
  id: string;
  name: string;
  /** Not hidden: offered in the form. */
  shown: boolean;
}

/**
 * The places of the events section (decision 404): every location row, named in the panel's
 * language; without the rows (not loaded yet, or failed), the original three.
 */
export function eventPlaces(
  rows: EventLocationRow[] | null,
  lang: "pl" | "en",
  fallbackNames: Record<string, string>,
): EventPlaceOption[] {
  if (!rows) return Object.entries(fallbackNames).map(([id, name]) => ({ id, name, shown: true }));
  return rows.map((r) => ({
    id: r.id,
    name: (lang === "pl" ? r.name_pl : r.name_en) || r.id,
    shown: r.status !== "hidden",
  }));
}
