import { afterAll, afterEach } from "vitest";
import type { RunningServer } from "./harness";

/**
 * The servers a fault test starts and the clean-ups it registers: servers are killed after
 * each test, clean-ups (databases, folders, sinks, proxies) run once after the file, last
 * registered first.
 */
export function faultLifecycle() {
  const running: RunningServer[] = [];
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const s of running.splice(0)) await s.kill();
  });
  afterAll(async () => {
    for (const c of cleanups.splice(0).reverse()) await c();
  });
  return { running, cleanups };
}
