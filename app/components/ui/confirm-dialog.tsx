import * as AlertDialog from "@radix-ui/react-alert-dialog";
import type { ReactNode } from "react";

/**
 * The panel's "are you sure?" dialog (delete an attraction, undo a change, erase a person): a
 * title, what will happen, Cancel, and the action. While `busy`, both buttons are disabled and
 * the dialog cannot be dismissed. `tone="danger"` colours the action red for what cannot be
 * undone. `onCloseAutoFocus` lets a caller send focus somewhere better than Radix's default.
 */
export function ConfirmDialog({
  open,
  busy,
  actionDisabled = false,
  title,
  description,
  cancelLabel,
  actionLabel,
  tone = "danger",
  onConfirm,
  onDismiss,
  onCloseAutoFocus,
  children,
}: {
  open: boolean;
  busy: boolean;
  /** The action cannot be taken yet (nothing chosen). */
  actionDisabled?: boolean;
  title: ReactNode;
  description: ReactNode;
  cancelLabel: ReactNode;
  actionLabel: ReactNode;
  tone?: "danger" | "primary";
  onConfirm: () => void;
  onDismiss: () => void;
  onCloseAutoFocus?: (event: Event) => void;
  /** Details below the description (a list of what will be set). */
  children?: ReactNode;
}) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && !busy && onDismiss()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-navy-950/60" />
        <AlertDialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-white p-6 shadow-xl"
        >
          <AlertDialog.Title className="shrink-0 text-lg font-bold text-navy-900">
            {title}
          </AlertDialog.Title>
          {/* A long list (a deleted cruise's every field) scrolls here; the buttons stay in
              reach below it on the smallest phone (decision 352). */}
          <div
            className="-mx-2 mt-2 min-h-0 flex-1 overflow-y-auto overscroll-contain px-2"
            data-testid="confirm-dialog-body"
            tabIndex={0}
          >
            <AlertDialog.Description className="break-words text-slate-700">
              {description}
            </AlertDialog.Description>
            {children}
          </div>
          <div className="mt-6 flex shrink-0 flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className="btn-secondary" disabled={busy}>
              {cancelLabel}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={
                tone === "danger" ? "btn bg-red-700 text-white hover:bg-red-800" : "btn-primary"
              }
              disabled={busy || actionDisabled}
              onClick={(e) => {
                e.preventDefault();
                onConfirm();
              }}
            >
              {actionLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
