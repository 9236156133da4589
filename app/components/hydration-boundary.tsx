import { Suspense, type ReactNode } from "react";

/**
 * A Suspense boundary with nothing to wait for: the server renders its content in place, and
 * in the browser React hydrates it as its own unit after the rest of the page, in short tasks
 * a phone can interleave with input (selective hydration; docs/decisions/070). Wrap sections
 * below the fold; never content the first paint needs to be interactive at once.
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
