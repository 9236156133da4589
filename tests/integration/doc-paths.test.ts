/**
 * Every repository path that README.md and docs/**\/*.md name exists: in backticks
 * (`app/routes/home.tsx`) or as a link target ([text](docs/architecture.md)). A path is a
 * string that starts with one of the repository's top-level folders or files; a `*` in it is a
 * wildcard that must match at least one file; `:line` and `#anchor` endings are ignored.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const TOP = new Set(readdirSync(ROOT).filter((n) => !n.startsWith(".") && n !== "node_modules"));
/** Made by a build, a run or a test: named by the documents, absent from a fresh clone. */
const GENERATED = ["build", "build-rel", "data", "test-results", "playwright-report", "bench/out"];

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return markdownFiles(full);
    return name.endsWith(".md") ? [full] : [];
  });
}

const DOCUMENTS = [path.join(ROOT, "README.md"), ...markdownFiles(path.join(ROOT, "docs"))];

/** The repository paths a Markdown text names. */
export function namedPaths(text: string, from: string): string[] {
  const found = new Set<string>();
  const candidates = [
    ...[...text.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!),
    ...[...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!),
  ];
  for (const raw of candidates) {
    // A URL, a command, or a template ("docs/decisions/NNN-title.md").
    if (/^[a-z]+:/i.test(raw) || /\s/.test(raw) || raw.includes("NNN")) continue;
    let p = raw.replace(/#.*$/, "").replace(/:\d+(-\d+)?$/, "");
    // A link relative to the document (docs/decisions/… from docs/architecture.md).
    if (raw !== p || !TOP.has(p.split("/")[0]!)) {
      const rel = path
        .relative(ROOT, path.resolve(path.dirname(from), p))
        .split(path.sep)
        .join("/");
      if (text.includes(`](${raw})`) && TOP.has(rel.split("/")[0]!)) p = rel;
    }
    const top = p.split("/")[0]!;
    if (!TOP.has(top) || GENERATED.some((g) => p === g || p.startsWith(`${g}/`))) continue;
    if (!p.includes("/") && !p.includes(".")) continue;
    found.add(p.replace(/\/$/, ""));
  }
  return [...found];
}

/** A path, where `*` (or `…`) in a segment matches any characters, names at least one file or folder. */
function exists(p: string): boolean {
  const segments = p.replace(/…/g, "*").split("/");
  const walk = (dir: string, i: number): boolean => {
    if (i === segments.length) return true;
    const seg = segments[i]!;
    if (!seg.includes("*")) {
      const next = path.join(dir, seg);
      return existsSync(next) && walk(next, i + 1);
    }
    if (!existsSync(dir) || !statSync(dir).isDirectory()) return false;
    const pattern = new RegExp(
      "^" + seg.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*") + "$",
    );
    return readdirSync(dir).some((n) => pattern.test(n) && walk(path.join(dir, n), i + 1));
  };
  return walk(ROOT, 0);
}

describe("paths named by the README and docs/", () => {
  it("finds the documents and the paths in them", () => {
    expect(DOCUMENTS.length).toBeGreaterThan(5);
    const readme = namedPaths(readFileSync(DOCUMENTS[0]!, "utf8"), DOCUMENTS[0]!);
    expect(readme).toContain("app/routes/home.tsx");
  });

  for (const doc of DOCUMENTS) {
    const name = path.relative(ROOT, doc);
    it(`${name} names only paths that exist`, () => {
      const missing = namedPaths(readFileSync(doc, "utf8"), doc).filter((p) => !exists(p));
      expect(missing).toEqual([]);
    });
  }
});
