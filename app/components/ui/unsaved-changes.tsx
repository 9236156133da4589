import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { useBlocker } from "react-router";
import { useMessages } from "~/lib/i18n/use-lang";
import { ConfirmDialog } from "./confirm-dialog";
import { panelMessages } from "./panel-messages";

interface UnsavedChanges {
  /** Marks the form `key` as holding edits not yet saved (or no longer). */
  mark: (key: string, dirty: boolean) => void;
  /** Runs `leave` at once when nothing is unsaved; otherwise asks first. */
  guard: (leave: () => void) => void;
}

const Context = createContext<UnsavedChanges | null>(null);

/**
 * A form's edits stay in the browser until its "Zapisz" (docs/product.md §4); while `dirty`, leaving the view
 * asks first: a tab of the panel, another page, a reload or closing the tab (issue 34, item 12).
 * Outside an `UnsavedChangesProvider` it does nothing.
 */
export function useUnsavedChanges(dirty: boolean) {
  const ctx = useContext(Context);
  const key = useId();
  useEffect(() => {
    if (!ctx) return;
    ctx.mark(key, dirty);
    return () => ctx.mark(key, false);
  }, [ctx, key, dirty]);
}

/** The guard of the enclosing provider: `guard(leave)` asks before `leave` when edits are unsaved. */
export function useLeaveGuard(): (leave: () => void) => void {
  const ctx = useContext(Context);
  return ctx?.guard ?? ((leave) => leave());
}

/**
 * Keeps which forms below it hold unsaved edits, and asks before they are lost: a dialog for a
 * change of view inside the panel (`guard`) or a navigation to another page (React Router's
 * blocker), the browser's own question for a reload or closing the tab (`beforeunload`).
 */
export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  const t = useMessages(panelMessages);
  const dirtyKeys = useRef(new Set<string>());
  const [anyDirty, setAnyDirty] = useState(false);
  const [pending, setPending] = useState<(() => void) | null>(null);
  // Set once the operator chose to leave, so the navigation that follows is not asked again.
  const leaving = useRef(false);

  const mark = useCallback((key: string, dirty: boolean) => {
    if (dirty) dirtyKeys.current.add(key);
    else dirtyKeys.current.delete(key);
    setAnyDirty(dirtyKeys.current.size > 0);
  }, []);

  const guard = useCallback((leave: () => void) => {
    if (dirtyKeys.current.size === 0 || leaving.current) leave();
    else setPending(() => leave);
  }, []);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !leaving.current &&
      dirtyKeys.current.size > 0 &&
      currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!anyDirty) return;
    function onBeforeUnload(e: BeforeUnloadEvent) {
      if (leaving.current) return;
      e.preventDefault();
      // Older browsers ask only when returnValue is set.
      e.returnValue = "";
    }
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [anyDirty]);

  const value = useMemo(() => ({ mark, guard }), [mark, guard]);
  const blocked = blocker.state === "blocked";

  function stay() {
    setPending(null);
    if (blocked) blocker.reset();
  }
  function leave() {
    const next = pending;
    setPending(null);
    if (blocked) {
      leaving.current = true;
      blocker.proceed();
      return;
    }
    // The edits of the view being left go with it: the next view starts clean.
    dirtyKeys.current.clear();
    setAnyDirty(false);
    next?.();
  }

  return (
    <Context.Provider value={value}>
      {children}
      <ConfirmDialog
        open={pending !== null || blocked}
        busy={false}
        title={t.unsavedTitle}
        description={t.unsavedText}
        cancelLabel={t.unsavedStay}
        actionLabel={t.unsavedLeave}
        onConfirm={leave}
        onDismiss={stay}
      />
    </Context.Provider>
  );
}
