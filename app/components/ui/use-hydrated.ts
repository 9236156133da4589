import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the server render and during hydration, true once React runs the page in the
 * browser. Forms keep their submit button disabled until then: before hydration a click
 * would submit natively, with the fields in the URL (docs/decisions/070).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
