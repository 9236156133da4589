/**
 * Every reference from code to a document of this repository must resolve: "docs/product.md §7.1"
 * to a heading numbered 7.1 in docs/product.md, "docs/architecture.md §4" to a heading numbered 4,
 * "docs/decisions/060" to a file docs/decisions/060-*.md. And code cites only those documents,
 * never the specification or contract files a newcomer does not have ("SPEC §n", "ARCHITECTURE §n").
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const SCANNED = ["app", "server", "db", "scripts", "bench", "tests"];
const EXTENSIONS = /\.(ts|tsx|js|mjs|cjs|jsx)$/;
const SKIP_DIRS = new Set(["node_modules", "migrations", "build", "build-rel"]);
const THIS_FILE = path.relative(ROOT, import.meta.filename);

interface Hit {
  file: string;
  line: number;
  text: string;
}

function sourceFiles(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!SKIP_DIRS.has(entry.name)) walk(full);
      } else if (EXTENSIONS.test(entry.name)) out.push(full);
    }
  };
  for (const d of SCANNED) walk(path.join(ROOT, d));
  return out;
}

/** Section numbers of a Markdown file's headings: "## 7. The calls" gives 7, "### 7.1 Send" gives 7.1. */
function headingNumbers(markdown: string): Set<string> {
  const numbers = new Set<string>();
  for (const m of markdown.matchAll(/^#{1,6}\s+(\d+(?:\.\d+)*)\.?\s/gm))
    numbers.add(m[1]);
  return numbers;
}

const DOC_REF = /docs\/(product|architecture)\.md\s+§\s*(\d+(?:\.\d+)?)/g;
const DECISION_REF = /docs\/decisions\/(\d{3})/g;

/** Every reference in `text` that does not resolve, given the headings of each document and the decision numbers. */
function brokenReferences(
  file: string,
  text: string,
  docs: Record<"product" | "architecture", Set<string>>,
  decisions: Set<string>,
): Hit[] {
  const hits: Hit[] = [];
  text.split("\n").forEach((lineText, i) => {
    for (const m of lineText.matchAll(DOC_REF)) {
      const doc = m[1] as "product" | "architecture";
      if (!docs[doc].has(m[2])) hits.push({ file, line: i + 1, text: m[0] });
    }
    for (const m of lineText.matchAll(DECISION_REF)) {
      if (!decisions.has(m[1])) hits.push({ file, line: i + 1, text: m[0] });
    }
  });
  return hits;
}

/** Citations of documents that are not in the repository. */
function foreignCitations(file: string, text: string): Hit[] {
  const hits: Hit[] = [];
  text.split("\n").forEach((lineText, i) => {
    for (const m of lineText.matchAll(/\b(SPEC|ARCHITECTURE)\s*§/g))
      hits.push({ file, line: i + 1, text: m[0] });
  });
  return hits;
}

function loadTargets() {
  const read = (name: string) =>
    readFileSync(path.join(ROOT, "docs", name), "utf8");
  const docs = {
    product: headingNumbers(read("product.md")),
    architecture: headingNumbers(read("architecture.md")),
  };
  const decisions = new Set(
    readdirSync(path.join(ROOT, "docs/decisions"))
      .map((f) => /^(\d{3})-.+\.md$/.exec(f)?.[1])
      .filter((n): n is string => !!n),
  );
  return { docs, decisions };
}

const format = (hits: Hit[]) =>
  hits.map((h) => `${h.file}:${h.line} ${h.text}`).join("\n");

describe("references from code to docs/", () => {
  const { docs, decisions } = loadTargets();
  const files = sourceFiles()
    .map((f) => ({
      rel: path.relative(ROOT, f),
      text: readFileSync(f, "utf8"),
    }))
    .filter((f) => f.rel !== THIS_FILE);

  it("finds the documents' sections and the decisions", () => {
    // The checks below are only as good as these sets; an empty one would pass nothing.
    for (const n of [
      "1",
      "2",
      "3",
      "4",
      "5",
      "6",
      "7",
      "7.1",
      "7.7",
      "8",
      "9",
      "10",
    ])
      expect(docs.product.has(n), `product.md §${n}`).toBe(true);
    for (const n of ["1", "3", "4", "5", "6", "8", "9"])
      expect(docs.architecture.has(n), `architecture.md §${n}`).toBe(true);
    expect(decisions.has("060")).toBe(true);
    expect(files.length).toBeGreaterThan(100);
  });

  it("every docs/product.md §n, docs/architecture.md §n and docs/decisions/NNN resolves", () => {
    const broken = files.flatMap((f) =>
      brokenReferences(f.rel, f.text, docs, decisions),
    );
    expect(format(broken)).toBe("");
  });

  it("nothing cites SPEC § or ARCHITECTURE §, which are not in the repository", () => {
    const foreign = files.flatMap((f) => foreignCitations(f.rel, f.text));
    expect(format(foreign)).toBe("");
  });

  it("the checks catch a wrong reference (self-test on sample text)", () => {
    const sample = [
      "// docs/product.md §7.6 fine",
      "// docs/product.md §7.9 no such sub-section",
      "// docs/architecture.md §12 no such section",
      "// docs/decisions/999 no such record",
      "// see SPEC §5 and ARCHITECTURE §4",
    ].join("\n");
    expect(
      brokenReferences("sample.ts", sample, docs, decisions).map(
        (h) => `${h.line} ${h.text}`,
      ),
    ).toEqual([
      "2 docs/product.md §7.9",
      "3 docs/architecture.md §12",
      "4 docs/decisions/999",
    ]);
    expect(foreignCitations("sample.ts", sample).map((h) => h.line)).toEqual([
      5, 5,
    ]);
  });
});
