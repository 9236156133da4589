/**
 * The baseline for SSR throughput: a bare node:http server answering every request with the
 * same HTML bytes the site rendered for the home page (read from the file given).
 * Usage: tsx bench/static-process.ts <port> <htmlFile>
 */
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const [port, file] = [Number(process.argv[2]), process.argv[3]];
const body = readFileSync(file);
createServer((_req, res) => {
  res.writeHead(200, {
    "Content-Type": "text/html; charset=utf-8",
    "Content-Length": body.length,
  });
  res.end(body);
}).listen(port, "127.0.0.1", () => console.log("ready"));
