import { useState } from "react";
import { AdminField, adminControl } from "~/components/ui/admin-field";
import { useFormCall } from "~/components/ui/use-form-call";
import { showPanelFailure } from "./panel-failure";
import { useLang, useMessages } from "~/lib/i18n/use-lang";
import { cruisesAdminMessages } from "../../admin-messages";
import { cruiseCreateSchema } from "../../schema";
import type { Location, LocationId } from "../../model";
import { BookingFields, type BookingDraft } from "./booking-fields";
import { SubmitCancel } from "~/components/ui/form-buttons";

/**
 * The short form of a new cruise (decision 303): location, names, duration, kind, price and
 * booking; the rest is edited afterwards. Nothing typed is lost on an error.
 */
export function CruiseAddForm({
  initialLocation,
  initialChannel,
  locations,
  onCreate,
  onClose,
}: {
  initialLocation: LocationId;
  /** The booking channel the form starts with (`defaultChannelFor` the location's cruises). */
  initialChannel: "phone" | "enquiry";
  /** The location rows (GET /api/admin/locations), hidden ones included. */
  locations: Location[];
  onCreate: (body: Record<string, unknown>) => Promise<unknown>;
  onClose: () => void;
}) {
  const t = useMessages(cruisesAdminMessages);
  const lang = useLang();
  const [location, setLocation] = useState<LocationId>(initialLocation);
  const [namePl, setNamePl] = useState("");
  const [nameEn, setNameEn] = useState("");
  const [duration, setDuration] = useState("60");
  const [kind, setKind] = useState<"shared" | "private">("private");
  const [price, setPrice] = useState("");
  const [booking, setBooking] = useState<BookingDraft>({
    channel: initialChannel,
    itemId: "",
  });
  const { busy: saving, errors, send, formRef } = useFormCall();

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const body = {
      location,
      name_pl: namePl,
      name_en: nameEn,
      durationMin: Number(duration),
      kind,
      price: price.trim() === "" ? null : Number(price.replace(",", ".")),
      booking: { channel: booking.channel, itemId: booking.itemId.trim() || null },
      // A new cruise is a draft until the owner publishes it (decision 352).
    };
    // Refused in the browser by the route's own schema before any request (issue 43).
    const created = await send(cruiseCreateSchema(lang), body, () => onCreate(body), {
      success: t.created,
      fail: showPanelFailure(t.failed),
    });
    if (created) onClose();
  }

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      className="space-y-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
      aria-labelledby="cruise-add-title"
      data-testid="cruise-add-form"
    >
      <h3 id="cruise-add-title" className="text-lg font-bold text-navy-900">
        {t.addTitle}
      </h3>
      <fieldset disabled={saving} className="grid gap-4 sm:grid-cols-2">
        <AdminField id="add-location" label={t.location} error={errors.location}>
          {(aria) => (
            <select
              {...aria}
              value={location}
              onChange={(e) => setLocation(e.target.value)}
              className={adminControl}
            >
              {locations.map((l) => (
                <option key={l.id} value={l.id}>
                  {l[`name_${lang}`]}
                </option>
              ))}
            </select>
          )}
        </AdminField>
        <AdminField id="add-kind" label={t.kind} error={errors.kind}>
          {(aria) => (
            <select
              {...aria}
              value={kind}
              onChange={(e) => setKind(e.target.value as "shared" | "private")}
              className={adminControl}
            >
              <option value="private">{t.kindPrivate}</option>
              <option value="shared">{t.kindShared}</option>
            </select>
          )}
        </AdminField>
        <AdminField id="add-name-pl" label={t.namePl} error={errors.name_pl ?? errors.slug_pl}>
          {(aria) => (
            <input
              {...aria}
              value={namePl}
              onChange={(e) => setNamePl(e.target.value)}
              className={adminControl}
            />
          )}
        </AdminField>
        <AdminField id="add-name-en" label={t.nameEn} error={errors.name_en ?? errors.slug_en}>
          {(aria) => (
            <input
              {...aria}
              value={nameEn}
              onChange={(e) => setNameEn(e.target.value)}
              className={adminControl}
            />
          )}
        </AdminField>
        <AdminField id="add-duration" label={t.duration} error={errors.durationMin}>
          {(aria) => (
            <input
              {...aria}
              inputMode="numeric"
              value={duration}
              onChange={(e) => setDuration(e.target.value)}
              className={adminControl}
            />
          )}
        </AdminField>
        <AdminField id="add-price" label={t.priceLabel} hint={t.priceHint} error={errors.price}>
          {(aria) => (
            <input
              {...aria}
              inputMode="decimal"
              value={price}
              onChange={(e) => setPrice(e.target.value)}
              className={adminControl}
            />
          )}
        </AdminField>
        <BookingFields idPrefix="add" value={booking} onChange={setBooking} errors={errors} />
      </fieldset>
      <SubmitCancel busy={saving} label={t.add} onCancel={onClose} disableWhileBusy />
    </form>
  );
}
