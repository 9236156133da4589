/**
 * The baseline for HTML throughput: a bare node:http server answering every request with the
 * same bytes the site sent for the home page (read from the file given), with the same
 * Content-Encoding, as a static file server or a CDN would send them.
 * Usage: tsx bench/static-process.ts <port> <bodyFile> [contentEncoding]
 */
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const [port, file, encoding] = [Number(process.argv[2]), process.argv[3], process.argv[4]];
const body = readFileSync(file);
createServer((_req, res) => {
  res.writeHead(200, {
    "Content-Type": "text/html; charset=utf-8",
    "Content-Length": body.length,
    ...(encoding ? { "Content-Encoding": encoding, Vary: "Accept-Encoding" } : {}),
  });
  res.end(body);
}).listen(port, "127.0.0.1", () => console.log("ready"));
