import RotateCcw from "lucide-react/icons/rotate-ccw";
import X from "lucide-react/icons/x";
import { useState } from "react";
import { toast } from "sonner";
import { useFormCall } from "~/components/ui/use-form-call";
import { IconButton } from "~/components/ui/icon-button";
import { PanelCard } from "~/components/ui/panel-card";
import type { AdminMedia, AdminSlot } from "../types";
import { Thumb } from "./photo-card";
import { errorText, mediaApi, type T } from "../api/media";

/** Every public picture place: what it shows, and the photos that may go there. */
export function SlotsCard({
  t,
  slots,
  photos,
  onChanged,
}: {
  t: T;
  slots: AdminSlot[];
  photos: AdminMedia[];
  onChanged: () => void;
}) {
  // Which place is being saved (its buttons held); the call itself through useFormCall.
  const [busy, setBusy] = useState<string | null>(null);
  const { run } = useFormCall();
  const byId = new Map(photos.map((p) => [p.id, p]));

  async function put(
    slot: AdminSlot,
    body: { mediaId: number | null } | { mediaIds: number[] | null },
    cleared: boolean,
  ) {
    setBusy(slot.slot);
    await run(
      async () => {
        await mediaApi.setSlot(slot.slot, body);
        onChanged();
      },
      {
        success: cleared ? t.slotCleared : t.slotSaved,
        fail: (err) => toast.error(errorText(err, t)),
      },
    );
    setBusy(null);
  }

  return (
    <PanelCard id="photo-slots" title={t.slots}>
      <p className="mt-1 max-w-3xl text-sm text-slate-700">{t.slotsIntro}</p>
      <ul className="mt-4 divide-y divide-slate-200">
        {slots.map((slot) => {
          const fits = photos.filter(
            (p) => p.thumbUrl && p.alt_pl.trim() && p.alt_en.trim() && p.width >= slot.minWidth,
          );
          const chosen = slot.gallery ? (slot.mediaIds ?? []) : slot.mediaId ? [slot.mediaId] : [];
          const selectId = `slot-${slot.slot.replace(/\W/g, "-")}`;
          return (
            <li
              key={slot.slot}
              className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start"
              data-slot={slot.slot}
            >
              <div className="flex gap-2">
                {chosen.length === 0 ? (
                  <div className="flex h-14 w-24 items-center justify-center rounded-lg bg-slate-100 text-xs text-slate-700">
                    {t.drawing}
                  </div>
                ) : (
                  chosen.map((id) => {
                    const p = byId.get(id);
                    return p ? <Thumb key={id} item={p} className="h-14 w-24" /> : null;
                  })
                )}
              </div>
              <div className="min-w-0 flex-1">
                <p className="font-semibold break-words text-navy-900">{slot.label}</p>
                <p className="text-sm text-slate-600">
                  <code className="break-all">{slot.slot}</code> · {t.minWidth(slot.minWidth)}
                </p>
                <div className="mt-2 flex flex-wrap items-center gap-2">
                  {fits.length === 0 ? (
                    <p className="text-sm text-slate-700">{t.noCandidates}</p>
                  ) : (
                    <>
                      <label htmlFor={selectId} className="sr-only">
                        {t.chooseFor(slot.label)}
                      </label>
                      <select
                        id={selectId}
                        className="w-full max-w-full min-w-0 rounded-lg border bg-white px-3 py-2 text-base sm:w-auto"
                        value=""
                        disabled={busy === slot.slot}
                        onChange={(e) => {
                          const id = Number(e.currentTarget.value);
                          if (!id) return;
                          if (slot.gallery)
                            void put(
                              slot,
                              {
                                mediaIds: [...chosen.filter((c) => c !== id), id],
                              },
                              false,
                            );
                          else void put(slot, { mediaId: id }, false);
                        }}
                      >
                        <option value="">{slot.gallery ? t.addToGallery : t.choose}</option>
                        {fits.map((p) => (
                          <option key={p.id} value={p.id}>
                            {`${t.photoNo(p.id)}: ${p.alt_pl}`.slice(0, 80)}
                          </option>
                        ))}
                      </select>
                    </>
                  )}
                  {slot.gallery
                    ? chosen.map((id) => (
                        <IconButton
                          key={id}
                          icon={X}
                          className="btn-secondary"
                          disabled={busy === slot.slot}
                          onClick={() =>
                            void put(
                              slot,
                              { mediaIds: chosen.filter((c) => c !== id) },
                              chosen.length === 1,
                            )
                          }
                        >
                          {t.removeFromGallery(id)}
                        </IconButton>
                      ))
                    : null}
                  {!slot.gallery && chosen.length > 0 ? (
                    <IconButton
                      icon={RotateCcw}
                      className="btn-secondary"
                      disabled={busy === slot.slot}
                      onClick={() => void put(slot, { mediaId: null }, true)}
                      aria-label={`${t.clear}: ${slot.label}`}
                    >
                      {t.clear}
                    </IconButton>
                  ) : null}
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </PanelCard>
  );
}
