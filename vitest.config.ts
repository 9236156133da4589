import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "db/**/*.test.ts",
      "tests/integration/**/*.test.ts",
    ],
    environment: "node",
    setupFiles: ["tests/support/vitest-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite instances are heavy; two workers fit this 2-core machine.
    maxWorkers: 2,
    env: { NODE_ENV: "test", LOG_LEVEL: "silent" },
  },
});
