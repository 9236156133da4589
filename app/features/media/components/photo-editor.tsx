import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { TextField } from "~/components/ui/form-field";
import { useUnsavedChanges } from "~/components/ui/unsaved-changes";
import { useFormCall } from "~/components/ui/use-form-call";
import type { AdminMedia } from "../types";
import { mediaUpdateSchema } from "../schema";
import { errorText, mediaApi, type T } from "../api/media";

/** Alt texts and the focal point (tap the photo; arrow keys move it by 5%). */
export function PhotoEditor({
  t,
  item,
  onClose,
  onSaved,
}: {
  t: T;
  item: AdminMedia;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [altPl, setAltPl] = useState(item.alt_pl);
  const [altEn, setAltEn] = useState(item.alt_en);
  const [focal, setFocal] = useState({ x: item.focalX, y: item.focalY });
  const { busy: saving, errors, send, formRef } = useFormCall();
  useUnsavedChanges(
    altPl !== item.alt_pl ||
      altEn !== item.alt_en ||
      focal.x !== item.focalX ||
      focal.y !== item.focalY,
  );
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.scrollIntoView({ block: "start" });
    heading.current?.focus();
  }, []);
  const pct = (v: number) => Math.round(v * 100);
  const clamp = (v: number) => Math.min(1, Math.max(0, Math.round(v * 1000) / 1000));

  async function save(e: React.FormEvent) {
    e.preventDefault();
    const body = { alt_pl: altPl, alt_en: altEn, focalX: focal.x, focalY: focal.y };
    // Checked in the browser by the route's own schema before any request (issue 43).
    await send(
      mediaUpdateSchema,
      body,
      async () => {
        await mediaApi.update(item.id, body);
        toast.success(t.saved);
        onSaved();
      },
      { fail: (err) => toast.error(errorText(err, t)) },
    );
  }

  return (
    <section aria-labelledby="photo-editor-title" className="rounded-xl bg-white p-5 shadow-sm">
      <h2
        id="photo-editor-title"
        ref={heading}
        tabIndex={-1}
        className="text-xl font-bold text-navy-900"
      >
        {t.editTitle(item.id)}
      </h2>
      <form ref={formRef} onSubmit={save} className="mt-4 grid gap-5 lg:grid-cols-2">
        <div>
          <p id="focal-label" className="text-sm font-semibold text-navy-900">
            {t.focal}
          </p>
          <p id="focal-hint" className="mt-1 text-sm text-slate-600">
            {t.focalHint}
          </p>
          {item.previewUrl ? (
            <button
              type="button"
              data-testid="focal-picker"
              aria-describedby="focal-hint"
              aria-label={t.focalValue(pct(focal.x), pct(focal.y))}
              className="relative mt-2 block w-full cursor-crosshair overflow-hidden rounded-lg"
              onClick={(e) => {
                const box = e.currentTarget.getBoundingClientRect();
                setFocal({
                  x: clamp((e.clientX - box.left) / box.width),
                  y: clamp((e.clientY - box.top) / box.height),
                });
              }}
              onKeyDown={(e) => {
                const step = 0.05;
                const moves: Record<string, [number, number]> = {
                  ArrowLeft: [-step, 0],
                  ArrowRight: [step, 0],
                  ArrowUp: [0, -step],
                  ArrowDown: [0, step],
                };
                const move = moves[e.key];
                if (!move) return;
                e.preventDefault();
                setFocal((f) => ({
                  x: clamp(f.x + move[0]),
                  y: clamp(f.y + move[1]),
                }));
              }}
            >
              <img
                src={item.previewUrl}
                alt=""
                width={item.width}
                height={item.height}
                className="h-auto w-full"
                style={{ backgroundColor: item.placeholder ?? undefined }}
              />
              <span
                aria-hidden="true"
                className="pointer-events-none absolute size-8 -translate-x-1/2 -translate-y-1/2 rounded-full border-4 border-white shadow-[0_0_0_2px_rgba(11,31,51,0.9)]"
                style={{ left: `${focal.x * 100}%`, top: `${focal.y * 100}%` }}
              />
            </button>
          ) : (
            <p className="mt-2 text-sm text-slate-700">{t.status[item.status]}</p>
          )}
          <p className="mt-2 text-sm text-slate-700" aria-live="polite">
            {t.focalValue(pct(focal.x), pct(focal.y))}
          </p>
        </div>
        <div className="space-y-4">
          <TextField
            id="alt-pl"
            label={t.altPl}
            hint={t.altHint}
            value={altPl}
            error={errors.alt_pl}
            maxLength={300}
            onChange={(e) => setAltPl(e.currentTarget.value)}
          />
          <TextField
            id="alt-en"
            label={t.altEn}
            value={altEn}
            error={errors.alt_en}
            maxLength={300}
            onChange={(e) => setAltEn(e.currentTarget.value)}
          />
          <div className="flex flex-wrap gap-3">
            <button type="submit" className="btn-primary" disabled={saving}>
              {t.save}
            </button>
            <button type="button" className="btn-secondary" onClick={onClose} disabled={saving}>
              {t.cancel}
            </button>
          </div>
        </div>
      </form>
    </section>
  );
}
