import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { useTestEnv } from "../../../tests/support/api-test-helpers";
import { createMailTransport } from "./transport.server";

const dir = mkdtempSync(path.join(tmpdir(), "rib-mail-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it("writes each e-mail as an .eml file under DATA_DIR/mail when SMTP_URL is unset", async () => {
  useTestEnv({ SMTP_URL: undefined, DATA_DIR: dir });
  const transport = createMailTransport();
  expect(transport.kind).toBe("file");
  await transport.send({
    messageId: "<outbox-1.test@ribwarsaw.pl>",
    to: "visitor@example.com",
    subject: "Zażółć gęślą jaźń",
    html: "<p>Cześć</p>",
    text: "Cześć",
    headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  });
  transport.close();
  const files = readdirSync(path.join(dir, "mail"));
  expect(files).toHaveLength(1);
  expect(files[0]).toMatch(/\.eml$/);
  const eml = readFileSync(path.join(dir, "mail", files[0]!), "utf8");
  expect(eml).toContain("To: visitor@example.com");
  expect(eml).toContain("Message-ID: <outbox-1.test@ribwarsaw.pl>");
  expect(eml).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
  expect(eml).toContain("From: RIB Warsaw <no-reply@ribwarsaw.test>");
});
