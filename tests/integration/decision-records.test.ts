/**
 * Every decision record in docs/decisions/ opens with the same header: `# NNN. Title` (NNN the
 * file's number), `- Date: YYYY-MM-DD`, `- Status: accepted|superseded`, then the sections
 * `## Context`, `## Decision` and `## Consequences`, in that order.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const DIR = path.resolve(import.meta.dirname, "../../docs/decisions");
const RECORDS = readdirSync(DIR).filter((f) => /^\d{3}-.+\.md$/.test(f));

describe("decision records", () => {
  it("are there", () => expect(RECORDS.length).toBeGreaterThan(40));

  for (const file of RECORDS) {
    it(`${file} has the common header and sections`, () => {
      const lines = readFileSync(path.join(DIR, file), "utf8").split("\n");
      expect(lines[0]).toMatch(new RegExp(`^# ${file.slice(0, 3)}\\. \\S`));
      expect(lines[1]).toBe("");
      expect(lines[2]).toMatch(/^- Date: \d{4}-\d{2}-\d{2}$/);
      expect(lines[3]).toMatch(/^- Status: (accepted|superseded)$/);
      const sections = lines.filter((l) => /^## /.test(l));
      expect(sections).toEqual(["## Context", "## Decision", "## Consequences"]);
    });
  }
});
