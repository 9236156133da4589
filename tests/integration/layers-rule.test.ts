/**
 * The layer rule (eslint/layers.js, docs/architecture.md §8) on real file names: what it lets
 * through and what it stops.
 */
import path from "node:path";
import { RuleTester } from "eslint";
import { describe, it } from "vitest";
import layers from "../../eslint/layers.js";

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: "module" } });
const file = (rel: string) => path.resolve(import.meta.dirname, "../..", rel);

/** [file, code]: an import the rule lets through. */
const valid: Array<[rel: string, code: string]> = [
  ["app/features/home/components/home-view.tsx", 'import { useHomeCopy } from "../copy";'],
  ["app/features/home/components/home-view.tsx", 'import { getDb } from "~/lib/db.server";'],
  [
    "app/features/home/components/home-view.tsx",
    'import { LivePrice } from "~/components/live-price";',
  ],
  ["app/routes/home.tsx", 'import { HomeView } from "~/features/home/components/home-view";'],
  ["app/components/site-footer.tsx", 'import { BRAND } from "~/config/site";'],
  ["app/content/faq.ts", 'import { defineMessages } from "~/lib/i18n/messages";'],
  [
    "server/app.ts",
    'import { subscribeEndpoint } from "../app/features/newsletter/subscribe-endpoint.server";',
  ],
  ["app/lib/db.server.ts", 'import * as schema from "../../db/schema";'],
  // Tests sit outside the layers.
  [
    "app/lib/mail/outbox.server.test.ts",
    'import { x } from "~/features/newsletter/subscribe.server";',
  ],
  // Packages are not checked.
  ["app/lib/logger.server.ts", 'import pino from "pino";'],
];

/** [file, code, message]: an import the rule stops, and why. */
const invalid: Array<[rel: string, code: string, messageId: "crossFeature" | "upward"]> = [
  [
    "app/features/cruises/catalogue.ts",
    'import { useHomeCopy } from "~/features/home/copy";',
    "crossFeature",
  ],
  [
    "app/features/home/components/x.tsx",
    'import { a } from "../../prices/format";',
    "crossFeature",
  ],
  ["app/lib/api.server.ts", 'import { a } from "~/features/i18n/lang";', "upward"],
  ["app/components/page-heading.tsx", 'import "../features/home/copy";', "upward"],
  ["app/components/menu-overlay.tsx", 'import { a } from "~/routes/home";', "upward"],
  ["app/content/faq.ts", 'import { a } from "~/components/site-footer";', "upward"],
  ["app/lib/seo/meta.ts", 'export { a } from "~/content/faq";', "upward"],
  [
    "app/features/home/components/x.tsx",
    'const m = () => import("~/features/newsletter/components/newsletter-dialog");',
    "crossFeature",
  ],
  ["app/routes/home.tsx", 'import { a } from "../../server/app";', "upward"],
];

tester.run("layers/imports", layers.rules.imports, {
  valid: valid.map(([rel, code]) => ({ filename: file(rel), code })),
  invalid: invalid.map(([rel, code, messageId]) => ({
    filename: file(rel),
    code,
    errors: [{ messageId }],
  })),
});
