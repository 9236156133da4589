import { createContext, useContext, type Provider } from "react";

/**
 * Page copy handed down from a route loader (docs/architecture.md §8, "one copy shape"): the
 * loader picks one language of a feature's catalogue (`messages[pageLang(args)]`), the route
 * wraps the view in the provider, and components read it with the hook. The browser then
 * downloads the page's one language as loader data instead of both languages as JavaScript.
 */
export function createCopyContext<Copy>(name: string): {
  Provider: Provider<Copy | null>;
  useCopy: () => Copy;
} {
  const Context = createContext<Copy | null>(null);
  function useCopy(): Copy {
    const copy = useContext(Context);
    if (!copy)
      throw new Error(
        `${name} copy is missing: wrap the view in its provider with the route loader's copy`,
      );
    return copy;
  }
  return { Provider: Context.Provider, useCopy };
}
