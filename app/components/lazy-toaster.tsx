import { lazy, Suspense, useEffect, useState, type ComponentProps } from "react";
import type { Toaster as SonnerToaster } from "sonner";

const Toaster = lazy(() => import("sonner").then((m) => ({ default: m.Toaster })));

const INTERACTIONS = ["pointerdown", "keydown", "focusin", "touchstart"] as const;

/**
 * sonner's Toaster, loaded on the visitor's first interaction (or when the browser is idle a
 * few seconds after load) instead of with the page: every toast follows something the
 * visitor did (a form submitted, a sign-in), so the ~9 KB gzip of sonner stays out of the
 * first load. A toast raised before the Toaster mounts is not lost: sonner replays active
 * toasts to a Toaster when it subscribes.
 */
export function LazyToaster(props: ComponentProps<typeof SonnerToaster>) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    for (const type of INTERACTIONS)
      window.addEventListener(type, want, {
        once: true,
        passive: true,
        capture: true,
      });
    const idle = window.setTimeout(want, 6000);
    return () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, want, { capture: true });
      window.clearTimeout(idle);
    };
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster {...props} />
    </Suspense>
  );
}
