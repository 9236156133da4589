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

tester.run("layers/imports", layers.rules.imports, {
  valid: [
    {
      filename: file("app/features/home/components/home-view.tsx"),
      code: 'import { useHomeCopy } from "../copy";',
    },
    {
      filename: file("app/features/home/components/home-view.tsx"),
      code: 'import { getDb } from "~/lib/db.server";',
    },
    {
      filename: file("app/features/home/components/home-view.tsx"),
      code: 'import { LivePrice } from "~/components/live-price";',
    },
    {
      filename: file("app/routes/home.tsx"),
      code: 'import { HomeView } from "~/features/home/components/home-view";',
    },
    {
      filename: file("app/components/site-footer.tsx"),
      code: 'import { SITE } from "~/config/site";',
    },
    {
      filename: file("app/content/faq.ts"),
      code: 'import { defineMessages } from "~/lib/i18n/messages";',
    },
    {
      filename: file("server/app.ts"),
      code: 'import { subscribeEndpoint } from "../app/features/newsletter/subscribe-endpoint.server";',
    },
    { filename: file("app/lib/db.server.ts"), code: 'import * as schema from "../../db/schema";' },
    // Tests sit outside the layers.
    {
      filename: file("app/lib/mail/outbox.server.test.ts"),
      code: 'import { x } from "~/features/newsletter/subscribe.server";',
    },
    // Packages are not checked.
    { filename: file("app/lib/logger.server.ts"), code: 'import pino from "pino";' },
  ],
  invalid: [
    {
      filename: file("app/features/cruises/catalogue.ts"),
      code: 'import { useHomeCopy } from "~/features/home/copy";',
      errors: [{ messageId: "crossFeature" }],
    },
    {
      filename: file("app/features/home/components/x.tsx"),
      code: 'import { a } from "../../prices/format";',
      errors: [{ messageId: "crossFeature" }],
    },
    {
      filename: file("app/lib/api.server.ts"),
      code: 'import { a } from "~/features/i18n/lang";',
      errors: [{ messageId: "upward" }],
    },
    {
      filename: file("app/components/page-heading.tsx"),
      code: 'import "../features/home/copy";',
      errors: [{ messageId: "upward" }],
    },
    {
      filename: file("app/components/menu-overlay.tsx"),
      code: 'import { a } from "~/routes/home";',
      errors: [{ messageId: "upward" }],
    },
    {
      filename: file("app/content/faq.ts"),
      code: 'import { a } from "~/components/site-footer";',
      errors: [{ messageId: "upward" }],
    },
    {
      filename: file("app/lib/seo/meta.ts"),
      code: 'export { a } from "~/content/faq";',
      errors: [{ messageId: "upward" }],
    },
    {
      filename: file("app/features/home/components/x.tsx"),
      code: 'const m = () => import("~/features/newsletter/components/newsletter-dialog");',
      errors: [{ messageId: "crossFeature" }],
    },
    {
      filename: file("app/routes/home.tsx"),
      code: 'import { a } from "../../server/app";',
      errors: [{ messageId: "upward" }],
    },
  ],
});
