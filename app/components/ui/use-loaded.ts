import { useCallback, useEffect, useState } from "react";

/**
 * Loads a panel resource on mount and again on `reload()` (after a change). `leave` deals with a
 * lost session (true: the page is on its way to the login); any other failure sets `failed` and
 * calls `onFailed`. Data already loaded stays through a failed reload. `fetcher`, `leave` and
 * `onFailed` should keep their identity (module functions, or memoised).
 */
export function useLoaded<T>(
  fetcher: () => Promise<T>,
  leave: (err: unknown) => boolean,
  onFailed?: () => void,
) {
  const [data, setData] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  const reload = useCallback(() => {
    fetcher()
      .then((d) => {
        setData(d);
        setFailed(false);
      })
      .catch((err) => {
        if (leave(err)) return;
        setFailed(true);
        onFailed?.();
      });
  }, [fetcher, leave, onFailed]);
  useEffect(reload, [reload]);
  return { data, failed, reload };
}
