import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import layers from "./eslint/layers.js";
import cycles from "./eslint/no-cycle.js";

export default tseslint.config(
  {
    ignores: [
      "build",
      "build-*",
      ".react-router",
      "node_modules",
      "data",
      "test-results",
      "playwright-report",
      "bench/out",
      "db/migrations",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, layers, cycles },
    rules: {
      "layers/imports": "error",
      "cycles/no-cycle": "error",
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/no-empty-object-type": "off",
      // `import { type X } from "m"` keeps `import "m"` in the output: a type from the lucide
      // barrel put every icon into the cruise lists' import graph and chunks (bench/NOTES.md).
      "@typescript-eslint/no-import-type-side-effects": "error",
    },
  },
  {
    // A function past 150 lines does several things (decisions 287, 420): an error. A component
    // is a function, so no component passes 150 lines either (issue 43 asked for 200 at most).
    // Tests are left out: a describe block is long by nature.
    files: ["**/*.{ts,tsx}"],
    ignores: ["tests/**", "**/*.test.{ts,tsx}"],
    rules: {
      "max-lines-per-function": ["error", { max: 150, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // Components never call the API themselves (decision 391): each feature's api/ folder holds
    // its requests and the hooks that make them.
    files: ["app/**/*.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "~/lib/admin-api-client",
              importNames: ["adminFetch"],
              message:
                "Call the feature's api/ module (features/<name>/api/*.ts) instead (decision 391).",
            },
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ["tests/e2e/**/*.ts"],
    rules: { "react-hooks/rules-of-hooks": "off", "no-empty-pattern": "off" },
  },
  {
    files: ["**/*.js", "**/*.mjs"],
    languageOptions: {
      globals: {
        process: "readonly",
        console: "readonly",
        URL: "readonly",
        setTimeout: "readonly",
        clearTimeout: "readonly",
      },
    },
  },
);
