import RotateCcw from "lucide-react/icons/rotate-ccw";
import { useState } from "react";
import { toast } from "sonner";
import { useFormCall } from "~/components/ui/use-form-call";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { IconButton } from "~/components/ui/icon-button";
import { Loaded, PanelNote } from "~/components/ui/loaded";
import { PanelCard } from "~/components/ui/panel-card";
import { redirectIfUnauthorised } from "~/lib/admin-api-client";
import { formatWarsawDate } from "~/lib/i18n/format-time";
import { useLang, useMessages } from "~/lib/i18n/use-lang";
import { mediaMessages } from "../messages";
import type { AdminMedia } from "../types";
import { PhotoCard, Thumb } from "./photo-card";
import { PhotoEditor } from "./photo-editor";
import { SlotsCard } from "./slots-card";
import { Uploader } from "./uploader";
import { errorText, mediaApi, useLibrary } from "../api/media";

/** The panel's "Zdjęcia" / "Photos" tab: upload, describe, place, replace, delete and restore photos. */
export function PhotosTab() {
  const t = useMessages(mediaMessages);
  const lang = useLang();
  const { library, slots, failed, load } = useLibrary(t);
  const [editing, setEditing] = useState<AdminMedia | null>(null);
  const [toDelete, setToDelete] = useState<AdminMedia | null>(null);
  const { busy: deleting, run } = useFormCall();

  async function confirmDelete() {
    if (!toDelete) return;
    const { id } = toDelete;
    await run(
      async () => {
        await mediaApi.remove(id);
        load();
      },
      { success: t.deleted, fail: (err) => toast.error(errorText(err, t)) },
    );
    setToDelete(null);
  }

  async function restore(item: AdminMedia) {
    try {
      await mediaApi.restore(item.id);
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
