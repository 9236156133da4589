import ImagePlus from "lucide-react/icons/image-plus";
import Pencil from "lucide-react/icons/pencil";
import RefreshCw from "lucide-react/icons/refresh-cw";
import RotateCcw from "lucide-react/icons/rotate-ccw";
import Trash2 from "lucide-react/icons/trash";
import X from "lucide-react/icons/x";
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { TextField } from "~/components/ui/form-field";
import { IconButton, dangerButton } from "~/components/ui/icon-button";
import { Loaded, PanelNote } from "~/components/ui/loaded";
import { PanelCard } from "~/components/ui/panel-card";
import { ProgressBar } from "~/components/ui/progress-bar";
import { AdminApiError, adminFetch, redirectIfUnauthorised } from "~/lib/admin-api-client";
import { formatWarsawDate } from "~/lib/i18n/format-time";
import { useLang, useMessages } from "~/lib/i18n/use-lang";
import { mediaMessages } from "../messages";
import type { AdminMedia, AdminSlot } from "../types";

type T = (typeof mediaMessages)["pl"];

interface Library {
  items: AdminMedia[];
  deleted: AdminMedia[];
}

const ACCEPT = "image/jpeg,image/png,image/webp,image/avif";

/** One file sent with XMLHttpRequest, for its upload progress (fetch has none for a request body). */
function uploadFile(
  url: string,
  file: File,
  onProgress: (sent: number, total: number) => void,
): Promise<{ id: number }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (e) => onProgress(e.loaded, e.total || file.size);
    xhr.onload = () => {
      let body: { id?: number; message?: string; error?: string } = {};
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        /* not JSON */
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve({ id: body.id ?? 0 });
      else reject(new AdminApiError(xhr.status, body.message ?? `HTTP ${xhr.status}`, body.error));
    };
    xhr.onerror = () => reject(new AdminApiError(0, "Network error"));
    const form = new FormData();
    form.append("file", file, file.name);
    xhr.send(form);
  });
}

function useLibrary(t: T) {
  const [library, setLibrary] = useState<Library | null>(null);
  const [slots, setSlots] = useState<AdminSlot[] | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => {
    Promise.all([
      adminFetch<Library>("/api/admin/media"),
      adminFetch<{ items: AdminSlot[] }>("/api/admin/media-slots"),
    ])
      .then(([lib, s]) => {
        setLibrary(lib);
        setSlots(s.items);
        setFailed(false);
      })
      .catch((err) => {
        if (redirectIfUnauthorised(err)) return;
        setFailed(true);
        toast.error(t.loadError);
      });
  }, [t]);
  useEffect(load, [load]);
  // While a photo is being prepared, look again every two seconds.
  const busy =
    library?.items.some((m) => m.status === "pending" || m.status === "processing") ?? false;
  useEffect(() => {
    if (!busy) return;
    const timer = setInterval(load, 2000);
    return () => clearInterval(timer);
  }, [busy, load]);
  return { library, slots, failed, load };
}

function errorText(err: unknown, t: T): string {
  return err instanceof Error ? err.message : t.loadError;
}

/** The panel's "Zdjęcia" / "Photos" tab: upload, describe, place, replace, delete and restore photos. */
export function PhotosTab() {
  const t = useMessages(mediaMessages);
  const lang = useLang();
  const { library, slots, failed, load } = useLibrary(t);
  const [editing, setEditing] = useState<AdminMedia | null>(null);
  const [toDelete, setToDelete] = useState<AdminMedia | null>(null);
  const [deleting, setDeleting] = useState(false);

  async function confirmDelete() {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await adminFetch(`/api/admin/media/${toDelete.id}`, { method: "DELETE" });
      toast.success(t.deleted);
      setToDelete(null);
      load();
    } catch (err) {
      if (!redirectIfUnauthorised(err)) toast.error(errorText(err, t));
      setToDelete(null);
    } finally {
      setDeleting(false);
    }
  }

  async function restore(item: AdminMedia) {
    try {
      await adminFetch(`/api/admin/media/${item.id}/restore`, {
        method: "POST",
      });
      toast.success(t.restored);
      load();
    } catch (err) {
      if (!redirectIfUnauthorised(err)) toast.error(errorText(err, t));
    }
  }

  const labelOf = (slot: string) => slots?.find((s) => s.slot === slot)?.label ?? slot;

  return (
    <div className="space-y-6">
      <PanelCard id="photos-title" title={t.title}>
        <p className="mt-1 max-w-3xl text-slate-700">{t.intro}</p>
        <Uploader t={t} onDone={load} />
      </PanelCard>

      {editing ? (
        <PhotoEditor
          key={editing.id}
          t={t}
          item={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            load();
          }}
        />
      ) : null}

      <PanelCard id="photos-library" title={t.library}>
        <Loaded
          data={library}
          failed={failed}
          failedText={t.loadError}
          loadingText={t.status.pending}
          className="mt-3"
        >
          {(lib) =>
            lib.items.length === 0 ? (
              <PanelNote className="mt-2 !p-0">{t.empty}</PanelNote>
            ) : (
              <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {lib.items.map((item) => (
                  <PhotoCard
                    key={item.id}
                    t={t}
                    item={item}
                    usedIn={item.usedIn.map(labelOf)}
                    onEdit={() => setEditing(item)}
                    onDelete={() => setToDelete(item)}
                    onReplaced={load}
                  />
                ))}
              </ul>
            )
          }
        </Loaded>
      </PanelCard>

      {slots && library ? (
        <SlotsCard t={t} slots={slots} photos={library.items} onChanged={load} />
      ) : null}

      {library && library.deleted.length > 0 ? (
        <PanelCard id="photos-bin" title={t.bin}>
          <p className="mt-1 text-sm text-slate-700">{t.binHint}</p>
          <ul className="mt-3 space-y-3">
            {library.deleted.map((item) => (
              <li
                key={item.id}
                className="flex flex-wrap items-center gap-3"
                data-media-id={item.id}
              >
                <Thumb item={item} className="h-14 w-20" />
                <div className="min-w-0 flex-1 text-sm">
                  <p className="font-semibold text-navy-900">{t.photoNo(item.id)}</p>
                  {item.purgeAt ? (
                    <p className="text-slate-700">
                      {t.purgeAt(formatWarsawDate(item.purgeAt, lang))}
                    </p>
                  ) : null}
                </div>
                <IconButton
                  icon={RotateCcw}
                  className="btn-secondary"
                  onClick={() => restore(item)}
                >
                  {t.restore}
                </IconButton>
              </li>
            ))}
          </ul>
        </PanelCard>
      ) : null}

      <ConfirmDialog
        open={toDelete !== null}
        busy={deleting}
        title={toDelete ? t.photoNo(toDelete.id) : ""}
        description={t.deleteConfirm}
        cancelLabel={t.cancel}
        actionLabel={t.delete}
        onConfirm={confirmDelete}
        onDismiss={() => setToDelete(null)}
      />
    </div>
  );
}

interface Progress {
  name: string;
  sent: number;
  total: number;
}

/** The file chooser (several at once) and each file's progress; files go one after another. */
function Uploader({
  t,
  onDone,
  replaceId,
  label,
  onBusy,
}: {
  t: T;
  onDone: () => void;
  replaceId?: number;
  label?: string;
  onBusy?: (busy: boolean) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<Progress | null>(null);
  const id = replaceId ? `replace-${replaceId}` : "photo-upload";

  async function send(files: File[]) {
    onBusy?.(true);
    let ok = 0;
    for (const file of files) {
      setProgress({ name: file.name, sent: 0, total: file.size });
      try {
        await uploadFile(
          replaceId ? `/api/admin/media/${replaceId}/file` : "/api/admin/media",
          file,
          (sent, total) => setProgress({ name: file.name, sent, total }),
        );
        ok += 1;
      } catch (err) {
        if (redirectIfUnauthorised(err)) return;
        toast.error(t.uploadFailed(file.name, errorText(err, t)));
      }
    }
    setProgress(null);
    onBusy?.(false);
    if (input.current) input.current.value = "";
    if (ok > 0) toast.success(replaceId ? t.replaced : t.uploaded(ok));
    onDone();
  }

  return (
    <div className={replaceId ? "" : "mt-4"}>
      <input
        ref={input}
        id={id}
        type="file"
        accept={ACCEPT}
        multiple={!replaceId}
        className="sr-only"
        disabled={progress !== null}
        onChange={(e) => {
          const files = [...(e.currentTarget.files ?? [])];
          if (files.length > 0) void send(files);
        }}
      />
      <label
        htmlFor={id}
        className={`${replaceId ? "btn-secondary" : "btn-primary"} inline-flex cursor-pointer items-center gap-2`}
      >
        {replaceId ? (
          <RefreshCw aria-hidden="true" className="size-4" />
        ) : (
          <ImagePlus aria-hidden="true" className="size-5" />
        )}
        {label ?? t.add}
      </label>
      {!replaceId ? <p className="mt-2 text-sm text-slate-600">{t.addHint}</p> : null}
      {progress ? (
        <div className="mt-3" aria-live="polite">
          <p className="text-sm text-slate-700">{t.uploading(progress.name)}</p>
          <ProgressBar
            className="mt-1"
            label={t.uploading(progress.name)}
            value={progress.sent}
            max={progress.total}
            valueText={`${Math.round((progress.sent / Math.max(progress.total, 1)) * 100)}%`}
          />
        </div>
      ) : null}
    </div>
  );
}

function Thumb({ item, className }: { item: AdminMedia; className: string }) {
  return item.thumbUrl ? (
    <img
      src={item.thumbUrl}
      alt=""
      width={item.width}
      height={item.height}
      className={`${className} rounded-lg object-cover`}
      style={{
        backgroundColor: item.placeholder ?? undefined,
        objectPosition: `${item.focalX * 100}% ${item.focalY * 100}%`,
      }}
    />
  ) : (
    <div aria-hidden="true" className={`${className} rounded-lg bg-slate-200`} />
  );
}

function PhotoCard({
  t,
  item,
  usedIn,
  onEdit,
  onDelete,
  onReplaced,
}: {
  t: T;
  item: AdminMedia;
  usedIn: string[];
  onEdit: () => void;
  onDelete: () => void;
  onReplaced: () => void;
}) {
  const ready = item.status === "ready";
  return (
    <li
      className="flex flex-col overflow-hidden rounded-xl ring-1 ring-slate-200"
      data-media-id={item.id}
      data-status={item.status}
    >
      <Thumb item={item} className="aspect-video w-full !rounded-none" />
      <div className="flex flex-1 flex-col gap-2 p-3 text-sm">
        <p className="flex flex-wrap items-center justify-between gap-2">
          <span className="font-semibold text-navy-900">{t.photoNo(item.id)}</span>
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-semibold ${ready ? "bg-green-100 text-green-900" : item.status === "failed" ? "bg-red-100 text-red-900" : "bg-amber-100 text-amber-900"}`}
          >
            {t.status[item.status]}
          </span>
        </p>
        <p className="text-slate-700">{t.size(item.width, item.height)}</p>
        <p className="text-slate-800">
          {item.alt_pl || <em className="text-slate-600">{t.noAlt}</em>}
        </p>
        {item.error ? <p className="text-red-800">{item.error}</p> : null}
        <p className="text-slate-700">
          {usedIn.length > 0 ? `${t.usedIn} ${usedIn.join("; ")}` : t.unused}
        </p>
        <div className="mt-auto flex flex-wrap gap-2 pt-1">
          <IconButton
            icon={Pencil}
            className="btn-secondary"
            onClick={onEdit}
            aria-label={`${t.edit}: ${t.photoNo(item.id)}`}
          >
            {t.edit}
          </IconButton>
          <Uploader t={t} onDone={onReplaced} replaceId={item.id} label={t.replace} />
          <IconButton
            icon={Trash2}
            className={dangerButton}
            onClick={onDelete}
            aria-label={`${t.delete}: ${t.photoNo(item.id)}`}
          >
            {t.delete}
          </IconButton>
        </div>
      </div>
    </li>
  );
}

/** Alt texts and the focal point (tap the photo; arrow keys move it by 5%). */
function PhotoEditor({
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
  const [saving, setSaving] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.scrollIntoView({ block: "start" });
    heading.current?.focus();
  }, []);
  const pct = (v: number) => Math.round(v * 100);
  const clamp = (v: number) => Math.min(1, Math.max(0, Math.round(v * 1000) / 1000));

  async function save(e: React.FormEvent) {
    e.preventDefault();
    setSaving(true);
    try {
      await adminFetch(`/api/admin/media/${item.id}`, {
        method: "PUT",
        body: {
          alt_pl: altPl,
          alt_en: altEn,
          focalX: focal.x,
          focalY: focal.y,
        },
      });
      toast.success(t.saved);
      onSaved();
    } catch (err) {
      if (!redirectIfUnauthorised(err)) toast.error(errorText(err, t));
    } finally {
      setSaving(false);
    }
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
      <form onSubmit={save} className="mt-4 grid gap-5 lg:grid-cols-2">
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
            maxLength={300}
            onChange={(e) => setAltPl(e.currentTarget.value)}
          />
          <TextField
            id="alt-en"
            label={t.altEn}
            value={altEn}
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

/** Every public picture place: what it shows, and the photos that may go there. */
function SlotsCard({
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
  const [busy, setBusy] = useState<string | null>(null);
  const byId = new Map(photos.map((p) => [p.id, p]));

  async function put(
    slot: AdminSlot,
    body: { mediaId: number | null } | { mediaIds: number[] | null },
    cleared: boolean,
  ) {
    setBusy(slot.slot);
    try {
      await adminFetch(`/api/admin/media-slots/${encodeURIComponent(slot.slot)}`, {
        method: "PUT",
        body,
      });
      toast.success(cleared ? t.slotCleared : t.slotSaved);
      onChanged();
    } catch (err) {
      if (!redirectIfUnauthorised(err)) toast.error(errorText(err, t));
    } finally {
      setBusy(null);
    }
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
                <p className="font-semibold text-navy-900">{slot.label}</p>
                <p className="text-sm text-slate-600">
                  <code>{slot.slot}</code> · {t.minWidth(slot.minWidth)}
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
                        className="max-w-full rounded-lg border bg-white px-3 py-2 text-base"
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
