import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readJsonBody, runEndpoint, type JsonEndpoint } from "~/lib/api.server";
import { jsonEndpoint } from "./json-endpoint";
import { closeOnUnreadBody } from "./security";

const echo: JsonEndpoint = (request, { ip }) =>
  runEndpoint(request, "/echo", async () => ({
    status: 201,
    body: { got: await readJsonBody(request, 64), ip },
    headers: { "X-Echo": "1" },
  }));

let server: http.Server;
let port: number;

beforeAll(async () => {
  const app = express();
  app.use(closeOnUnreadBody);
  app.all("/echo", jsonEndpoint(echo));
  server = app.listen(0);
  await new Promise((r) => server.once("listening", r));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((r) => server.close(r)));

/** Sends a body in the given pieces (chunked: no Content-Length), returns status, headers and text. */
function send(pieces: string[], headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }>(
    (resolve, reject) => {
      const req = http.request(
        {
          port,
          path: "/echo",
          method: "POST",
          headers: { "Content-Type": "application/json", ...headers },
        },
        (res) => {
          let text = "";
          res.setEncoding("utf8");
          res.on("data", (d) => (text += d));
          res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, text }));
        },
      );
      req.on("error", reject);
      for (const piece of pieces) req.write(piece);
      req.end();
    },
  );
}

describe("jsonEndpoint", () => {
  it("reads a body sent in pieces, with multi-byte letters split between them, and answers as the endpoint says", async () => {
    const body = Buffer.from('{"name":"Zażółć"}');
    const cut = body.indexOf(Buffer.from("ż")) + 1; // inside the two bytes of ż
    const raw = await new Promise<{
      status: number;
      text: string;
      headers: http.IncomingHttpHeaders;
    }>((resolve, reject) => {
      const req = http.request({ port, path: "/echo", method: "POST" }, (r) => {
        let text = "";
        r.setEncoding("utf8");
        r.on("data", (d) => (text += d));
        r.on("end", () => resolve({ status: r.statusCode!, text, headers: r.headers }));
      });
      req.on("error", reject);
      req.write(body.subarray(0, cut));
      req.write(body.subarray(cut));
      req.end();
    });
    expect(raw.status).toBe(201);
    expect(JSON.parse(raw.text)).toEqual({ got: { name: "Zażółć" }, ip: expect.any(String) });
    expect(raw.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(raw.headers["cache-control"]).toBe("no-store");
    expect(raw.headers["x-echo"]).toBe("1");
  });

  it("answers 413 with Connection: close to a chunked body over the limit, without reading the rest", async () => {
    const res = await send(['{"pad":"', "x".repeat(50), "x".repeat(50), '"}']);
    expect(res.status).toBe(413);
    expect(res.headers.connection).toBe("close");
    expect(JSON.parse(res.text).error).toBe("payload_too_large");
  });

  it("survives a client that goes away in the middle of its body, and goes on serving", async () => {
    await new Promise<void>((resolve) => {
      const req = http.request({
        port,
        path: "/echo",
        method: "POST",
        headers: { "Content-Length": "40" },
      });
      req.on("error", () => resolve());
      req.write('{"name":');
      setTimeout(() => {
        req.destroy();
        resolve();
      }, 50);
    });
    const res = await send(['{"ok":true}']);
    expect(res.status).toBe(201);
  });
});
