/**
 * Every reference the code makes to a document resolves inside this repository: a section of
 * docs/product.md or docs/architecture.md (`§N` and `§N.M` headings), or a decision record in
 * docs/decisions/. And nothing cites the documents a newcomer does not have.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const FOLDERS = ["app", "server", "db", "scripts", "bench", "tests", "eslint"];
const SOURCE = /\.(ts|tsx|js|mjs|sql)$/;

function files(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...files(full));
    else if (SOURCE.test(name)) out.push(full);
  }
  return out;
}

const SOURCES = FOLDERS.flatMap((f) => files(path.join(ROOT, f)));

/** Section numbers of a document's headings: "## 7. The calls" → 7, "### 7.6 Public prices" → 7.6. */
function sections(doc: string): Set<string> {
  const text = readFileSync(path.join(ROOT, "docs", doc), "utf8");
  return new Set([...text.matchAll(/^#{2,3} (\d+(?:\.\d+)?)\.? /gm)].map((m) => m[1]!));
}

const DOCS: Record<string, Set<string>> = {
  "product.md": sections("product.md"),
  "architecture.md": sections("architecture.md"),
};
const DECISIONS = new Set(readdirSync(path.join(ROOT, "docs/decisions")).map((f) => f.slice(0, 3)));

function references(pattern: RegExp) {
  const found: Array<{ where: string; ref: string; groups: string[] }> = [];
  for (const file of SOURCES) {
    const lines = readFileSync(file, "utf8").split("\n");
    lines.forEach((line, i) => {
      for (const m of line.matchAll(pattern))
        found.push({
          where: `${path.relative(ROOT, file)}:${i + 1}`,
          ref: m[0],
          groups: m.slice(1),
        });
    });
  }
  return found;
}

describe("references from the code to documents", () => {
  it("name sections that exist in docs/product.md and docs/architecture.md", () => {
    const refs = references(/(product|architecture)\.md §(\d+)(?:\.(\d+))?/g);
    expect(refs.length).toBeGreaterThan(50);
    const broken = refs.filter(({ groups: [doc, major, minor] }) => {
      const known = DOCS[`${doc}.md`]!;
      return !known.has(major!) || (minor !== undefined && !known.has(`${major}.${minor}`));
    });
    expect(broken.map((b) => `${b.where} ${b.ref}`)).toEqual([]);
  });

  it("name decision records that exist in docs/decisions", () => {
    const refs = references(/docs\/decisions\/(\d{3})/g);
    expect(refs.length).toBeGreaterThan(0);
    const broken = refs.filter(({ groups: [n] }) => !DECISIONS.has(n!));
    expect(broken.map((b) => `${b.where} ${b.ref}`)).toEqual([]);
  });

  it("never cite documents outside the repository (SPEC, ARCHITECTURE)", () => {
    const refs = references(/\b(SPEC|ARCHITECTURE)( §|\.md|'s)/g);
    expect(refs.map((b) => `${b.where} ${b.ref}`)).toEqual([]);
  });
});
