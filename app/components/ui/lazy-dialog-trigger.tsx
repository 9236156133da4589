import { Suspense, useRef, useState, type ReactNode, type RefObject } from "react";

export interface LazyDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}

/**
 * A button that opens a lazily loaded dialog: the dialog's code starts loading when the pointer
 * or focus reaches the button and mounts on the first click, so none of it is in the page's
 * first-load JavaScript. Focus returns to the button when the dialog closes.
 */
export function LazyDialogTrigger({
  preload,
  className,
  children,
  renderDialog,
}: {
  preload: () => Promise<unknown>;
  className?: string;
  children: ReactNode;
  renderDialog: (props: LazyDialogProps) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const warm = () => void preload();
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={className}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={warm}
        onFocus={warm}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        {children}
      </button>
      {mounted ? (
        <Suspense fallback={null}>
          {renderDialog({ open, onOpenChange: setOpen, returnFocusTo: buttonRef })}
        </Suspense>
      ) : null}
    </>
  );
}
