import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import v8 from "node:v8";
import vm from "node:vm";

/**
 * An upstream that answers `{}` only after `delayMs`, for the tests of a client's deadline.
 * `close()` drops the connections still waiting.
 */
export async function startLateUpstream(delayMs = 3000) {
  const server = createServer((_req, res) => {
    const t = setTimeout(() => res.end("{}"), delayMs);
    res.on("close", () => clearTimeout(t));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * Runs `fn` while the garbage collector runs every 20 ms: a request's timeout must hold through
 * collections (on Node 20, fetch follows an abort signal through weak references).
 */
export async function whileCollecting<T>(fn: () => Promise<T>): Promise<T> {
  v8.setFlagsFromString("--expose-gc");
  const gc = vm.runInNewContext("gc") as () => void;
  const collecting = setInterval(gc, 20);
  try {
    return await fn();
  } finally {
    clearInterval(collecting);
  }
}
