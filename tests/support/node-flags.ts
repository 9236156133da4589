import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * The Node flags `npm start` runs the server with (its 128 MB heap above all), read from the
 * package.json in `dir`: the processes the fault suites and the benchmarks start have the
 * memory production has.
 */
export function productionNodeFlags(dir: string): string[] {
  const match = /\bnode((?:\s+--[\w-]+(?:=\S+)?)*)\s+server\.js/.exec(startScript(dir));
  return match ? match[1]!.trim().split(/\s+/).filter(Boolean) : [];
}

/**
 * The environment `npm start` sets before `node` other than NODE_ENV (the glibc allocator's
 * settings, decision 250), so those processes also allocate as production does.
 */
export function productionNodeEnv(dir: string): Record<string, string> {
  const prefix = /^((?:\s*[A-Z_][A-Z0-9_]*=\S*)*)\s*node\b/.exec(startScript(dir))?.[1] ?? "";
  const env: Record<string, string> = {};
  for (const [, k, v] of prefix.matchAll(/([A-Z_][A-Z0-9_]*)=(\S*)/g))
    if (k !== "NODE_ENV") env[k!] = v!;
  return env;
}

function startScript(dir: string): string {
  const pkg = JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8")) as {
    scripts: Record<string, string>;
  };
  return pkg.scripts.start ?? "";
}
