import { currentSiteSettings } from "~/lib/site-data/current";
import { enquiryRecipient } from "~/lib/site-data/settings";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import { BRAND, DOMAIN } from "~/config/site";
import { getEnv } from "~/lib/env.server";

export interface OutgoingMail {
  /** Stable per outbox row, so a retried message keeps its Message-ID. */
  messageId: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string> | null;
  attachments?: Array<{ filename: string; contentType: string; content: Buffer }>;
}

export interface MailTransport {
  kind: "smtp" | "file";
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export function mailFrom(): string {
  return getEnv().MAIL_FROM ?? `"${BRAND}" <no-reply@${DOMAIN}>`;
}

export function operatorEmail(): string {
  // OPERATOR_EMAIL, when set, wins over the address saved in the panel (decision 230); the
  // panel's "enquiries go to" address, else its contact e-mail (issue 34, item 17, decision 295).
  return getEnv().OPERATOR_EMAIL ?? enquiryRecipient(currentSiteSettings());
}

/**
 * Where a subscriber's reply to a newsletter e-mail (campaign, welcome) goes: the operator's
 * address (decision 262). The one place to read it from, so moving it to the site settings
 * changes this function only.
 */
export function newsletterReplyTo(): string {
  return operatorEmail();
}

/**
 * SMTP_URL set: a pooled SMTP transport (a few kept-alive connections, many messages each).
 * Unset: every message is written as an .eml file under DATA_DIR/mail (development, demos).
 */
export function createMailTransport(opts: { maxConnections?: number } = {}): MailTransport {
  const env = getEnv();
  const from = mailFrom();
  if (env.SMTP_URL) {
    const url = new URL(env.SMTP_URL);
    const secure = url.protocol === "smtps:";
    const transporter = nodemailer.createTransport({
      pool: true,
      maxConnections: opts.maxConnections ?? 5,
      maxMessages: Infinity,
      host: url.hostname,
      port: url.port ? Number(url.port) : secure ? 465 : 587,
      secure,
      auth: url.username
        ? {
            user: decodeURIComponent(url.username),
            pass: decodeURIComponent(url.password),
          }
        : undefined,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return {
      kind: "smtp",
      async send(mail) {
        await transporter.sendMail({ from, ...toMessage(mail) });
      },
      close: () => transporter.close(),
    };
  }
  const dir = path.join(env.DATA_DIR, "mail");
  const transporter = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "unix",
  });
  return {
    kind: "file",
    async send(mail) {
      const info = await transporter.sendMail({ from, ...toMessage(mail) });
      await mkdir(dir, { recursive: true });
      const safe = mail.messageId.replace(/[^\w.-]/g, "_");
      await writeFile(path.join(dir, `${Date.now()}-${safe}.eml`), info.message as Buffer);
    },
    close: () => transporter.close(),
  };
}

function toMessage(mail: OutgoingMail) {
  return {
    messageId: mail.messageId,
    to: mail.to,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    headers: mail.headers ?? undefined,
    attachments: mail.attachments?.length ? mail.attachments : undefined,
  };
}
