// One plain-text UTF-8 e-mail in MIME form; header values are checked so no one can inject headers.
import { randomBytes } from "node:crypto";

export type MailMessage = { to: string; subject: string; text: string };

const encodeHeader = (value: string) =>
  /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value, "utf8").toString("base64")}?=`;

function assertOneLine(name: string, value: string) {
  if (/[\r\n]/.test(value)) throw new Error(`mail header ${name} must be one line`);
}

/** "Name <addr@host>" or "addr@host" -> addr@host */
export function addressOf(mailbox: string): string {
  const match = /<([^<>\s]+)>\s*$/.exec(mailbox);
  return (match ? match[1] : mailbox).trim();
}

function encodeMailbox(mailbox: string) {
  const match = /^(.*?)\s*<([^<>\s]+)>\s*$/.exec(mailbox);
  if (!match || !match[1]) return mailbox.trim();
  return `${encodeHeader(match[1].replace(/^"|"$/g, ""))} <${match[2]}>`;
}

export function buildMimeMessage(from: string, message: MailMessage, date = new Date()): string {
  assertOneLine("From", from);
  assertOneLine("To", message.to);
  assertOneLine("Subject", message.subject);
  const domain = addressOf(from).split("@")[1] ?? "localhost";
  const body = Buffer.from(message.text.replace(/\r?\n/g, "\r\n"), "utf8").toString("base64");
  const headers = [
    `From: ${encodeMailbox(from)}`,
    `To: ${message.to}`,
    `Subject: ${encodeHeader(message.subject)}`,
    `Date: ${date.toUTCString().replace("GMT", "+0000")}`,
    `Message-ID: <${randomBytes(12).toString("hex")}@${domain}>`,
    "MIME-Version: 1.0",
    "Content-Type: text/plain; charset=utf-8",
    "Content-Transfer-Encoding: base64",
  ];
  return `${headers.join("\r\n")}\r\n\r\n${body.replace(/.{76}/g, "$&\r\n")}\r\n`;
}
