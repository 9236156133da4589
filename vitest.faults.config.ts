import path from "node:path";
import { defineConfig } from "vitest/config";

/**
 * Fault-injection, fuzz and security suites (`npm run test:faults`): each spawns real server
 * processes of the production build (BUILD_DIR=build-rel), so they run one file at a time
 * with long timeouts.
 */
export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    include: [
      "tests/faults/**/*.test.ts",
      "tests/fuzz/**/*.test.ts",
      "tests/security/**/*.test.ts",
    ],
    environment: "node",
    globalSetup: ["tests/faults/support/global-setup.ts"],
    fileParallelism: false,
    maxWorkers: 1,
    sequence: { concurrent: false },
    testTimeout: 180_000,
    hookTimeout: 180_000,
    env: { LOG_LEVEL: "silent" },
  },
});
