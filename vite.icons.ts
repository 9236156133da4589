import path from "node:path";
import type { Plugin } from "vite";

/**
 * Every lucide icon module imports `../createLucideIcon.mjs`; this points that one import at
 * app/lib/icons/lucide-runtime.ts, in the browser and the server bundle alike, so both render
 * the same markup with a fraction of lucide's runtime (decision 155).
 */
export function smallLucideRuntime(): Plugin {
  const runtime = path.resolve(import.meta.dirname, "app/lib/icons/lucide-runtime.ts");
  return {
    name: "rib:small-lucide-runtime",
    enforce: "pre",
    resolveId(source, importer) {
      if (
        source === "../createLucideIcon.mjs" &&
        importer &&
        /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/.test(importer)
      )
        return runtime;
      return null;
    },
  };
}
