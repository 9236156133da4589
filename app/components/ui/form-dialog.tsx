import * as Dialog from "@radix-ui/react-dialog";
import X from "lucide-react/icons/x";
import type { ReactNode, RefObject } from "react";

/**
 * A modal dialog for a form (Radix Dialog: focus trap, Escape, aria-modal, labelled by its
 * title and description). A bottom sheet on phones, centred from the sm breakpoint.
 * Load it lazily: it is only needed once a visitor opens a form.
 */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  closeLabel,
  returnFocusTo,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  closeLabel: string;
  returnFocusTo?: RefObject<HTMLElement | null>;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy-950/70" />
        <Dialog.Content
          className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] w-full overflow-y-auto rounded-t-2xl bg-white p-5 shadow-2xl sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-7"
          onCloseAutoFocus={(e) => {
            if (returnFocusTo?.current) {
              e.preventDefault();
              returnFocusTo.current.focus();
            }
          }}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold text-navy-900 sm:text-2xl">
              {title}
            </Dialog.Title>
            <Dialog.Close
              className="-mt-1 -mr-1 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 hover:text-navy-900"
              aria-label={closeLabel}
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mb-5 text-slate-700">{description}</Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
