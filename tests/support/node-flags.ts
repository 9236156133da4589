import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * The Node flags `npm start` runs the server with (its 128 MB heap above all), read from the
 * package.json in `dir`: the processes the fault suites and the benchmarks start have the
 * memory production has.
 */
export function productionNodeFlags(dir: string): string[] {
  const pkg = JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8")) as { scripts: Record<string, string> };
  const match = /\bnode((?:\s+--[\w-]+(?:=\S+)?)*)\s+server\.js/.exec(pkg.scripts.start ?? "");
  return match ? match[1]!.trim().split(/\s+/).filter(Boolean) : [];
}
