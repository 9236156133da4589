import type { Server } from "node:http";

/** Starts a fake upstream on 127.0.0.1:`port` (0: any free port); the port it listens on. */
export async function listenLocal(server: Server, port: number): Promise<number> {
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.address();
  return typeof address === "object" && address ? address.port : port;
}
