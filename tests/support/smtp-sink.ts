import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

/** An SMTP server that takes any message up to 5 MB from anyone: no authentication, no TLS, no log. */
export const ACCEPT_ALL = {
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  size: 5 * 1024 * 1024,
};

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  receivedAt: number;
  /** Attached files (a gift voucher's PDF), their content in base64. */
  attachments?: Array<{ filename: string; contentType: string; base64: string }>;
}

/**
 * A real SMTP server for tests: accepts every message (no auth, no TLS) and keeps it parsed
 * in memory. `failNext(n)` rejects the next n messages with a 451 to exercise retries.
 */
export async function startSmtpSink(port = 0) {
  const messages: ReceivedMail[] = [];
  let failures = 0;
  const server = new SMTPServer({
    ...ACCEPT_ALL,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", async () => {
        if (failures > 0) {
          failures--;
          const err = Object.assign(new Error("Temporary failure"), { responseCode: 451 });
          return callback(err);
        }
        const parsed: ParsedMail = await simpleParser(Buffer.concat(chunks));
        const headers: Record<string, string> = {};
        for (const line of parsed.headerLines)
          headers[line.key] = line.line.slice(line.key.length + 1).trim();
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: parsed.subject ?? "",
          text: parsed.text ?? "",
          html: typeof parsed.html === "string" ? parsed.html : "",
          headers,
          receivedAt: Date.now(),
          attachments: parsed.attachments.map((a) => ({
            filename: a.filename ?? "",
            contentType: a.contentType,
            base64: a.content.toString("base64"),
          })),
        });
        callback();
      });
    },
  });
  // A client that dies mid-conversation (a killed server process) resets the connection;
  // without a listener that error would be thrown as an uncaught exception.
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    messages,
    failNext(n: number) {
      failures = n;
    },
    clear() {
      messages.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
