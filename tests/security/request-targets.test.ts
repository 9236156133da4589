/**
 * Request targets other than the origin form (issue 41, finding 3; RFC 9112 §3.2), sent over
 * a raw socket to the production build: absolute-form is routed by its path (and its host), as
 * a server must; `OPTIONS *` answers 204 with Allow; another odd target is a 400; none of them
 * answers 500 or writes an error-level log line or a stack.
 */
import net from "node:net";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  PORTS,
  removeDir,
  startServer,
  tempDir,
  type RunningServer,
} from "../faults/support/harness";

let server: RunningServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = tempDir("targets");
  server = await startServer({ port: PORTS.a, dataDir, env: { LOG_LEVEL: "info" } });
});

afterAll(async () => {
  await server?.stop();
  removeDir(dataDir);
});

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends one request line (with Host and Connection: close) and reads the whole answer. */
function raw(requestLine: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  const head = Object.entries({ Host: `127.0.0.1:${server.port}`, ...headers })
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join("");
  return new Promise((resolve, reject) => {
    const socket = net.connect(server.port, "127.0.0.1", () =>
      socket.write(`${requestLine} HTTP/1.1\r\n${head}Connection: close\r\n\r\n`),
    );
    const chunks: Buffer[] = [];
    socket.on("data", (b: Buffer) => chunks.push(b));
    socket.setTimeout(10_000, () => socket.destroy(new Error(`no answer to ${requestLine}`)));
    socket.on("error", reject);
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const [top = "", body = ""] = text.split("\r\n\r\n", 2);
      const [statusLine = "", ...lines] = top.split("\r\n");
      const h: Record<string, string> = {};
      for (const l of lines) {
        const i = l.indexOf(":");
        h[l.slice(0, i).toLowerCase()] = l.slice(i + 1).trim();
      }
      resolve({ status: Number(statusLine.split(" ")[1]), headers: h, body });
    });
  });
}

const errorLines = () =>
  server
    .output()
    .split("\n")
    .filter((l) => /"level":\s*(50|60)/.test(l) || /"stack"/.test(l));

describe("issue 41 finding 3: absolute-form and asterisk-form targets", () => {
  test("absolute-form is routed by its path: pages, the API, the one-spelling redirect", async () => {
    const origin = `http://127.0.0.1:${server.port}`;
    const home = await raw(`GET ${origin}/`, { "Accept-Language": "pl" });
    expect(home.status).toBe(200);
    expect(home.headers["content-type"]).toMatch(/text\/html/);

    const prices = await raw(`GET ${origin}/api/prices`);
    expect(prices.status).toBe(200);
    expect(prices.body).toContain('"currency"');

    // Scheme and host in any case, no path at all: the home page.
    expect((await raw(`GET HTTP://127.0.0.1:${server.port}`)).status).toBe(200);
    // Another letter case and a trailing slash: the page's one 301, as in origin-form.
    const spelled = await raw(`GET ${origin}/Rejsy-Zegrze/?x=1`);
    expect(spelled.status).toBe(301);
    expect(spelled.headers.location).toBe("/rejsy-zegrze?x=1");
    // An unknown path is the router's 404, not a 500.
    expect((await raw(`GET ${origin}/no-such-page`)).status).toBe(404);
    // A dot segment is refused in absolute-form too.
    expect((await raw(`GET ${origin}/x/../api/prices`)).status).toBe(400);
  });

  test("absolute-form takes its host from the target (RFC 9112 §3.2.2): a mutating API call from another host is refused", async () => {
    const res = await raw(`POST http://evil.example/api/admin/prices/1`, {
      Origin: "http://evil.example",
      "Content-Type": "application/json",
      "Content-Length": "0",
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });

  test("OPTIONS * answers 204 with Allow; * with another method and other odd targets 400", async () => {
    const options = await raw("OPTIONS *");
    expect(options.status).toBe(204);
    expect(options.headers.allow).toMatch(/GET/);
    for (const line of ["GET *", "POST *", "GET ftp://x/"]) {
      const res = await raw(line, { "Accept-Language": "pl" });
      expect(res.status, line).toBe(400);
      expect(JSON.parse(res.body), line).toMatchObject({
        error: "bad_request_target",
        message: "Nieprawidłowy adres żądania.",
      });
    }
    // Authority-form outside CONNECT: Node's parser refuses it itself.
    expect((await raw("GET example.com:443")).status).toBe(400);
  });

  test("none of these wrote an error-level line or a stack to the log", async () => {
    for (const t of [`GET http://127.0.0.1:${server.port}/`, "OPTIONS *", "GET *"])
      expect((await raw(t)).status).toBeLessThan(500);
    await new Promise((r) => setTimeout(r, 300));
    expect(errorLines()).toEqual([]);
  });
});
