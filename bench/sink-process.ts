/**
 * A counting SMTP sink for load tests, run as its own process so it does not share a CPU
 * thread with the load generator. Accepts every message (no parsing, so it is cheap) and
 * counts messages and recipients. Control: GET http://127.0.0.1:<control>/count, DELETE resets.
 * Usage: tsx bench/sink-process.ts <smtpPort> <controlPort>
 */
import { createServer } from "node:http";
import { SMTPServer } from "smtp-server";
import { ACCEPT_ALL } from "../tests/support/smtp-sink";

const [smtpPort, controlPort] = process.argv.slice(2).map(Number);
let messages = 0;
let recipients = 0;
const unique = new Set<string>();

const smtp = new SMTPServer({
  ...ACCEPT_ALL,
  onData(stream, session, callback) {
    stream.on("data", () => {});
    stream.on("end", () => {
      messages++;
      for (const r of session.envelope.rcptTo) {
        recipients++;
        unique.add(r.address.toLowerCase());
      }
      callback();
    });
  },
});
smtp.listen(smtpPort, "127.0.0.1");

createServer((req, res) => {
  if (req.method === "DELETE") {
    messages = 0;
    recipients = 0;
    unique.clear();
  }
  res.setHeader("Content-Type", "application/json");
  res.end(JSON.stringify({ messages, recipients, uniqueRecipients: unique.size }));
}).listen(controlPort, "127.0.0.1", () => console.log("ready"));
