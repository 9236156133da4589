/**
 * The import-cycle rule (eslint/no-cycle.js, decision 287) on files written for the test: a
 * cycle through one or two other files is refused, a chain without a way back, `import()` and a
 * package are let through.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { RuleTester } from "eslint";
import { describe, it } from "vitest";
import cycles from "../../eslint/no-cycle.js";

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: "module" } });

const dir = mkdtempSync(path.join(os.tmpdir(), "no-cycle-"));
const write = (name: string, code: string) => writeFileSync(path.join(dir, name), code);
write("a.ts", 'import { b } from "./b";\nexport const a = b;\n');
write("b.ts", 'import { c } from "./c";\nexport const b = c;\n');
write("c.ts", 'import type { A } from "./a";\nexport const c = 1;\nexport type C = A;\n');
write("leaf.ts", "export const leaf = 1;\n");
write("lazy.ts", 'export const lazy = () => import("./a");\n');
const file = (name: string) => path.join(dir, name);

tester.run("cycles/no-cycle", cycles.rules["no-cycle"], {
  valid: [
    { filename: file("a.ts"), code: 'import { leaf } from "./leaf";' },
    { filename: file("a.ts"), code: 'import { lazy } from "./lazy";' },
    { filename: file("a.ts"), code: 'import { z } from "zod";' },
    { filename: file("a.ts"), code: 'const later = () => import("./b");' },
  ],
  invalid: [
    // a → b → c → a (c imports only a type of a: still a cycle between the files).
    { filename: file("a.ts"), code: 'import { b } from "./b";', errors: [{ messageId: "cycle" }] },
    { filename: file("c.ts"), code: 'export { a } from "./a";', errors: [{ messageId: "cycle" }] },
  ],
});
