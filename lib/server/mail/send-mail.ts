// Sends an e-mail through nodemailer: SMTP when SMTP_URL is set, otherwise into the local outbox.
// Jobs call `sendMail(message)`; request handlers that must not wait call `sendMailInBackground`.
import addressparser from "nodemailer/lib/addressparser";
import type { Transporter } from "nodemailer";
import { getConfig } from "../config";
import { logger } from "../logger";
import { createMailTransport } from "./create-mail-transport";
import type { MailMessage } from "./mail-message";

export type { MailMessage } from "./mail-message";

/** A message that can never be sent as it is (bad headers): a job should not retry it. */
export class MailRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "MailRefusedError";
  }
}

const inFlight = new Set<Promise<void>>();
let cached: { smtpUrl: string | undefined; transport: Transporter } | undefined;

/** One transport per configuration: an SMTP transport keeps no connection between mails, so it is cheap to keep. */
function currentTransport(smtpUrl: string | undefined): Transporter {
  if (!cached || cached.smtpUrl !== smtpUrl) {
    cached?.transport.close();
    cached = { smtpUrl, transport: createMailTransport(smtpUrl) };
  }
  return cached.transport;
}

/**
 * Nodemailer folds a CR/LF in a header into a space, and a "to" carrying one ("a@x\r\nBcc: b@y") would send
 * the mail to b@y: anything but one recipient on one line is refused before nodemailer sees it.
 */
function assertSafeHeaders(message: MailMessage) {
  if (/[\r\n]/.test(message.to)) throw new MailRefusedError("mail recipient must be one line");
  if (/[\r\n]/.test(message.subject)) throw new MailRefusedError("mail subject must be one line");
  const parsed = addressparser(message.to, { flatten: true });
  if (parsed.length !== 1 || !parsed[0].address.includes("@")) {
    throw new MailRefusedError("mail must have exactly one recipient");
  }
}

export async function sendMail(message: MailMessage): Promise<void> {
  assertSafeHeaders(message);
  const { SMTP_URL, MAIL_FROM } = getConfig();
  await currentTransport(SMTP_URL).sendMail({
    from: MAIL_FROM,
    to: message.to,
    subject: message.subject,
    text: message.text,
    ...(message.html ? { html: message.html } : {}),
  });
  // The subject only: bodies carry reset links and codes.
  logger.info({ subject: message.subject, via: SMTP_URL ? "smtp" : "outbox" }, "mail sent");
}

/**
 * Sends without making the caller wait: the answer's timing must not depend on whether a mail went out
 * (that would tell whether an address is registered). Failures are logged.
 */
export function sendMailInBackground(message: MailMessage): void {
  const job = sendMail(message)
    .catch((err: unknown) =>
      logger.error({ err: err instanceof Error ? err.message : String(err) }, "mail failed"),
    )
    .finally(() => inFlight.delete(job));
  inFlight.add(job);
}

/** Waits for background mails (tests, graceful shutdown). */
export async function flushMail(): Promise<void> {
  while (inFlight.size) await Promise.all([...inFlight]);
}
