import Pencil from "lucide-react/icons/pencil";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import Plus from "lucide-react/icons/plus";
import Trash2 from "lucide-react/icons/trash";
import { IconButton, dangerButton } from "~/components/ui/icon-button";
import { Suspense, lazy, useCallback, useState } from "react";
import { Loaded, PanelNote } from "~/components/ui/loaded";
import { toast } from "sonner";
import { useFormCall } from "~/components/ui/use-form-call";
import { ownIcon } from "~/lib/toast-icon";
import { useMessages } from "~/lib/i18n/use-lang";
import { attractionsAdminMessages } from "../admin-messages";
import type { AdminAttraction } from "~/lib/api-shapes";
import { attractionsApi, useAttractionList } from "../api/attractions";

// The form (and zod) loads only when an administrator opens it.
const AttractionDialog = lazy(() => import("./attraction-dialog"));

type Editing = { mode: "create" } | { mode: "edit"; attraction: AdminAttraction } | null;

export function AttractionsTab() {
  const t = useMessages(attractionsAdminMessages);
  const [editing, setEditing] = useState<Editing>(null);
  const [toDelete, setToDelete] = useState<AdminAttraction | null>(null);
  const { busy: deleting, run } = useFormCall();

  const loadFailed = useCallback(
    () => toast.error(t.errorTitle, { description: t.attractionsLoadFailed }),
    [t],
  );
  const { data: items, failed, reload: load } = useAttractionList(loadFailed);

  async function confirmDelete() {
    if (!toDelete) return;
    const { id } = toDelete;
    await run(
      async () => {
        await attractionsApi.remove(id);
        toast.success(t.deleted, ownIcon(t.deleted));
        setToDelete(null);
        load();
      },
      {
        fail: (err) =>
          toast.error(t.errorTitle, {
            description: err instanceof Error ? err.message : t.genericError,
          }),
      },
    );
  }

  return (
    <section aria-labelledby="attractions-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="attractions-title" className="text-xl font-bold text-navy-900">
          {t.attractionsTitle}
        </h2>
        <IconButton
          icon={Plus}
          className="btn-primary"
          onClick={() => setEditing({ mode: "create" })}
        >
          {t.addAttraction}
        </IconButton>
      </div>
      <Loaded
        data={items}
        failed={failed}
        failedText={t.attractionsLoadFailed}
        loadingText={t.loading}
        className="mt-4"
      >
        {(items) =>
          items.length === 0 ? (
            <PanelNote className="mt-4">{t.attractionsEmpty}</PanelNote>
          ) : (
            <ul className="mt-4 space-y-3">
              {items.map((a) => (
                <li
                  key={a.id}
                  className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between"
                  data-attraction-id={a.id}
                >
                  <div className="min-w-0">
                    <p className="font-semibold text-navy-900">
                      {a.name}
                      {!a.is_active && (
                        <span className="ml-2 rounded-full bg-slate-200 px-2 py-0.5 text-xs font-medium text-slate-800">
                          {t.inactive}
                        </span>
                      )}
                    </p>
                    <p className="text-sm text-slate-700">
                      {a.category} · {a.location} · {a.price}
                    </p>
                    <p className="text-xs text-slate-600">{t.orderOnPage(a.display_order)}</p>
                  </div>
                  <div className="flex shrink-0 gap-2">
                    <IconButton
                      icon={Pencil}
                      className="btn-secondary min-h-11 px-4 py-2 text-sm"
                      onClick={() => setEditing({ mode: "edit", attraction: a })}
                      aria-label={`${t.edit}: ${a.name}`}
                    >
                      {t.edit}
                    </IconButton>
                    <IconButton
                      icon={Trash2}
                      className={`${dangerButton} px-4 py-2 text-sm`}
                      onClick={() => setToDelete(a)}
                      aria-label={`${t.delete}: ${a.name}`}
                    >
                      {t.delete}
                    </IconButton>
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>

      {editing && (
        <Suspense fallback={null}>
          <AttractionDialog
            attraction={editing.mode === "edit" ? editing.attraction : null}
            nextOrder={
              items && items.length > 0 ? Math.max(...items.map((a) => a.display_order)) + 1 : 0
            }
            onClose={() => setEditing(null)}
            onSaved={(mode) => {
              toast.success(
                mode === "create" ? t.created : t.updated,
                ownIcon(mode === "create" ? t.created : t.updated),
              );
              setEditing(null);
              load();
            }}
          />
        </Suspense>
      )}

      <ConfirmDialog
        open={!!toDelete}
        busy={deleting}
        title={t.confirmDeleteTitle}
        description={toDelete ? t.confirmDelete(toDelete.name) : ""}
        cancelLabel={t.cancel}
        actionLabel={t.delete}
        onConfirm={() => void confirmDelete()}
        onDismiss={() => setToDelete(null)}
      />
    </section>
  );
}
