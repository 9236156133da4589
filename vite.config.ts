import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { createChunkNamer } from "./vite.chunks";
import { lucideSprite } from "./vite.icons";
import { precompressAssets } from "./vite.precompress";

export default defineConfig(({ command, isSsrBuild }) => ({
  resolve: { tsconfigPaths: true },
  build: {
    // The Express host (server/app.ts) is the SSR entry, so loaders, API routes and the
    // host share one bundle and one database handle.
    rollupOptions: isSsrBuild ? { input: "./server/app.ts" } : undefined,
    // Fonts stay files even when small (the 4 KB Polish-letter cut): root.tsx preloads them,
    // and inlined into the stylesheet they would delay every first paint, English pages too.
    assetsInlineLimit: (file) => (file.endsWith(".woff2") ? false : undefined),
  },
  environments: {
    ssr: {
      build: { rollupOptions: { input: "./server/app.ts" } },
      // Bundled, not loaded from node_modules, so that vite.icons.ts draws lucide's icons from
      // the sprite on the server as in the browser (the markup has to hydrate). Builds only, as
      // that plugin: the development server keeps lucide's own runtime on both sides.
      resolve: command === "build" ? { noExternal: ["lucide-react"] } : undefined,
    },
    client: {
      build: {
        rolldownOptions: {
          // The promotional page imports the newsletter form's body statically for the server
          // render only (newsletter-form.tsx); in the browser it is loaded on demand. Without
          // this, the unused import would stay as a side-effect import (React's module interop
          // counts as a side effect) and put the body back on the page's first load.
          treeshake: {
            moduleSideEffects: (id: string) =>
              !/\/newsletter\/components\/newsletter-form-body\.tsx$/.test(id),
          },
          output: {
            // Fewer, fuller chunks on a visitor's first load (vite.chunks.ts).
            codeSplitting: {
              includeDependenciesRecursively: false,
              groups: [{ name: createChunkNamer(), debugName: "by-route-use" }],
            },
          },
        },
      },
    },
  },
  plugins: [
    lucideSprite(),
    tailwindcss(),
    reactRouter(),
    precompressAssets(),
    {
      // React Router builds the client with preserveEntrySignatures "exports-only", which
      // rolldown refuses with includeDependenciesRecursively: false. Route modules keep their
      // exports either way; "allow-extension" only lets an entry chunk export more.
      name: "rib:client-entry-signatures",
      enforce: "post",
      configEnvironment(name, config) {
        if (name !== "client") return;
        for (const options of [config.build?.rollupOptions, config.build?.rolldownOptions]) {
          if (options?.preserveEntrySignatures === "exports-only")
            options.preserveEntrySignatures = "allow-extension";
        }
      },
    },
  ],
}));
