/**
 * The layer rule of docs/architecture.md §8, as a lint rule.
 *
 *   app/config, app/lib, db  →  app/content  →  app/components  →  app/features/<name>
 *     →  app/routes, app/root.tsx, app/entry.*  →  server/, server.js
 *
 * A module imports only from layers to its left and from its own layer; a feature imports
 * only its own files (two features meet in a route module, never inside each other).
 * Imports are resolved from `~/` (the app alias) and relative paths; packages are not
 * checked. Tests, benchmarks and scripts sit outside the layers.
 */
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");

const RANK = { base: 0, content: 1, components: 2, feature: 3, app: 4, host: 5 };

/** The layer of a file (repository-relative path with forward slashes), or null when outside the layers. */
export function layerOf(rel) {
  if (/\.test\.tsx?$/.test(rel)) return null;
  if (/^(db|app\/config|app\/lib)\//.test(rel)) return { layer: "base" };
  if (rel.startsWith("app/content/")) return { layer: "content" };
  if (rel.startsWith("app/components/")) return { layer: "components" };
  const feature = /^app\/features\/([^/]+)\//.exec(rel);
  if (feature) return { layer: "feature", feature: feature[1] };
  if (/^app\/(routes\/|routes\.ts$|root\.tsx$|entry\.)/.test(rel)) return { layer: "app" };
  if (/^server(\/|\.js$)/.test(rel)) return { layer: "host" };
  return null;
}

function describe(l) {
  return l.layer === "feature" ? `feature "${l.feature}"` : l.layer;
}

function resolveImport(fromAbs, spec) {
  if (spec.startsWith("~/")) return path.join(ROOT, "app", spec.slice(2));
  if (spec.startsWith(".")) return path.resolve(path.dirname(fromAbs), spec);
  return null;
}

/** @type {import("eslint").Rule.RuleModule} */
const rule = {
  meta: {
    type: "problem",
    docs: { description: "Imports follow the layers of docs/architecture.md §8" },
    schema: [],
    messages: {
      upward:
        "{{from}} must not import {{to}} ({{spec}}): layers import only from the layers below them (docs/architecture.md §8).",
      crossFeature:
        'Feature "{{from}}" must not import feature "{{to}}" ({{spec}}): compose the two in a route module or pass it in as a prop (docs/architecture.md §8).',
    },
  },
  create(context) {
    const fromAbs = context.filename;
    const fromRel = path.relative(ROOT, fromAbs).split(path.sep).join("/");
    const from = layerOf(fromRel);
    if (!from) return {};
    function check(node, spec) {
      if (typeof spec !== "string") return;
      const abs = resolveImport(fromAbs, spec);
      if (!abs) return;
      const to = layerOf(
        path.relative(ROOT, abs).split(path.sep).join("/") + (abs.endsWith("/") ? "" : ""),
      );
      if (!to) return;
      if (from.layer === "feature" && to.layer === "feature") {
        if (from.feature !== to.feature)
          context.report({
            node,
            messageId: "crossFeature",
            data: { from: from.feature, to: to.feature, spec },
          });
        return;
      }
      if (RANK[to.layer] > RANK[from.layer])
        context.report({
          node,
          messageId: "upward",
          data: { from: describe(from), to: describe(to), spec },
        });
    }
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) =>
        node.source.type === "Literal" && check(node.source, node.source.value),
    };
  },
};

export default { rules: { imports: rule } };
