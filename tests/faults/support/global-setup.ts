/**
 * Builds the production bundle into BUILD_DIR (build-rel) once, when it is missing or older
 * than any source file, so every suite here tests what `npm start` would serve.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { BUILD_DIR, BUILD_SENTINELS, ROOT } from "./harness";

const SOURCES = [
  "app",
  "server",
  "db",
  "public",
  "package.json",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
  "server.js",
];

function newestMtime(p: string): number {
  const full = path.join(ROOT, p);
  if (!existsSync(full)) return 0;
  const st = statSync(full);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(full))
    newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

export default function setup() {
  // The marker says the bundle was built here, with the sentinel secrets in the environment
  // (tests/security/supply-chain.test.ts looks for them in the client assets).
  const marker = path.join(ROOT, BUILD_DIR, ".faults-build");
  const built =
    existsSync(marker) && existsSync(path.join(ROOT, BUILD_DIR, "server", "index.js"))
      ? statSync(marker).mtimeMs
      : 0;
  const source = Math.max(...SOURCES.map(newestMtime));
  if (built > source && process.env.FAULTS_REBUILD !== "1") return;
  console.log(`[faults] building the production bundle into ${BUILD_DIR}...`);
  try {
    execFileSync("npx", ["react-router", "build"], {
      cwd: ROOT,
      stdio: "pipe",
      env: { ...process.env, ...BUILD_SENTINELS, BUILD_DIR, NODE_ENV: "production" },
    });
    writeFileSync(marker, new Date().toISOString() + "\n");
  } catch (err) {
    const e = err as { stdout?: Buffer; stderr?: Buffer };
    console.error(String(e.stdout ?? ""), String(e.stderr ?? ""));
    throw err;
  }
}
