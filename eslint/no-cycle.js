/**
 * No import cycles (decision 287): an import that leads, through the repository's own modules,
 * back to the importing file is an error. A cycle makes the order modules are evaluated in
 * depend on who is imported first (a value read before it is set), and two modules that need
 * each other are one module in two files.
 *
 * Static imports and re-exports count, `import type` too (the two files still know each other);
 * `import()` does not (it runs later, once both modules are evaluated). Imports are resolved
 * from `~/` (the app alias) and relative paths; packages are not followed. The other files'
 * imports are read as text with a regular expression and kept per modification time, so a lint
 * run reads each file once.
 */
import fs from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
const EXTENSIONS = [".ts", ".tsx", ".js", ".mjs", "/index.ts", "/index.tsx", "/index.js"];
/** `import … from "x"`, `import "x"`, `export … from "x"` (not `import("x")`). */
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?:[^'"`;]*?\s+from\s+)?["']([^"']+)["']/gm;

/** @type {Map<string, { mtimeMs: number; deps: string[] }>} */
const cache = new Map();

/** The file an import names, or null for a package or a file that does not exist. */
export function resolveImport(fromAbs, spec) {
  let base;
  if (spec.startsWith("~/")) base = path.join(ROOT, "app", spec.slice(2));
  else if (spec.startsWith(".")) base = path.resolve(path.dirname(fromAbs), spec);
  else return null;
  if (/\.(ts|tsx|js|mjs)$/.test(base) && isFile(base)) return base;
  for (const ext of EXTENSIONS) if (isFile(base + ext)) return base + ext;
  return null;
}

function isFile(p) {
  try {
    return fs.statSync(p).isFile();
  } catch {
    return false;
  }
}

/** The repository files a file imports statically (read from disk, cached by mtime). */
function depsOf(abs) {
  let stat;
  try {
    stat = fs.statSync(abs);
  } catch {
    return [];
  }
  const hit = cache.get(abs);
  if (hit && hit.mtimeMs === stat.mtimeMs) return hit.deps;
  const text = fs.readFileSync(abs, "utf8");
  const deps = [];
  for (const m of text.matchAll(STATIC_IMPORT)) {
    const to = resolveImport(abs, m[1]);
    if (to) deps.push(to);
  }
  cache.set(abs, { mtimeMs: stat.mtimeMs, deps });
  return deps;
}

/** A path of imports from `start` to `target` (both included), or null. */
function pathBetween(start, target) {
  const seen = new Set([start]);
  const stack = [[start, [start]]];
  while (stack.length > 0) {
    const [at, trail] = stack.pop();
    if (at === target) return trail;
    for (const next of depsOf(at)) {
      if (seen.has(next)) continue;
      seen.add(next);
      stack.push([next, [...trail, next]]);
    }
  }
  return null;
}

const rel = (abs) => path.relative(ROOT, abs).split(path.sep).join("/");

/** @type {import("eslint").Rule.RuleModule} */
const rule = {
  meta: {
    type: "problem",
    docs: { description: "No import cycles between the repository's modules (decision 287)" },
    schema: [],
    messages: {
      cycle:
        "Import cycle: {{cycle}}. Move what both need into a module of its own (decision 287).",
    },
  },
  create(context) {
    const fromAbs = context.filename;
    if (!path.isAbsolute(fromAbs)) return {};
    function check(node, spec) {
      if (typeof spec !== "string") return;
      const to = resolveImport(fromAbs, spec);
      if (!to || to === fromAbs) return;
      const back = pathBetween(to, fromAbs);
      if (back)
        context.report({
          node,
          messageId: "cycle",
          data: { cycle: [fromAbs, ...back].map(rel).join(" → ") },
        });
    }
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
    };
  },
};

export default { rules: { "no-cycle": rule } };
