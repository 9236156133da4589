import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { tsconfigPaths: true },
  build: {
    // The Express host (server/app.ts) is the SSR entry, so loaders, API routes and the
    // host share one bundle and one database handle.
    rollupOptions: isSsrBuild ? { input: "./server/app.ts" } : undefined,
  },
  environments: {
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
  },
  plugins: [tailwindcss(), reactRouter()],
}));
