import type { ReactNode } from "react";
import { Spinner } from "./spinner";

const note = "rounded-xl bg-white p-6 text-slate-700";

/** A short message on a white card in place of a panel list (empty, failed to load). */
export function PanelNote({ className, children }: { className?: string; children: ReactNode }) {
  return <p className={className ? `${className} ${note}` : note}>{children}</p>;
}

/**
 * A panel list's first load: a note when it failed, a spinner while it runs (none without
 * `loadingText`), then `children` with the data. Data already shown stays through a failed reload.
 */
export function Loaded<T>({
  data,
  failed,
  failedText,
  loadingText,
  className,
  children,
}: {
  data: T | null;
  failed: boolean;
  failedText: string;
  loadingText?: string;
  /** Spacing of the failure note. */
  className?: string;
  children: (data: T) => ReactNode;
}) {
  if (data) return children(data);
  if (failed) return <PanelNote className={className}>{failedText}</PanelNote>;
  return loadingText ? <Spinner label={loadingText} /> : null;
}
