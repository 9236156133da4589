/**
 * Runs `task` in a task of its own once the browser is idle, and at the latest after `timeout`
 * ms (a plain timeout where `requestIdleCallback` is missing). For work a page's first effects
 * would otherwise do inside hydration's last task (the page view's beacon, the language check):
 * on a phone that task is long enough to block input (docs/decisions/070).
 */
export function afterIdle(task: () => void, timeout = 1000): void {
  if (typeof requestIdleCallback === "function") requestIdleCallback(task, { timeout });
  else setTimeout(task, 1);
}
