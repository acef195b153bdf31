// Sends an e-mail through nodemailer: SMTP when SMTP_URL is set, otherwise into the local outbox. Every mail the
// store sends is a `send-mail` job (lib/server/jobs), queued in the transaction that decides it and run by the
// mail workers through `sendMail`, so a slow SMTP server never holds a request and a failed send is retried.
import addressparser from "nodemailer/lib/addressparser";
import type { Transporter } from "nodemailer";
import { composePasswordResetMail, type PasswordResetMailJob } from "../auth/request-password-reset";
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

/** A send-mail job's data: the message, or a password reset, composed when the job runs. */
export type MailJob = MailMessage | PasswordResetMailJob;

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

/** Runs one send-mail job: composes it when it is a password reset (nothing to send for an unknown address). */
export async function sendMail(job: MailJob): Promise<void> {
  const message = "passwordReset" in job ? await composePasswordResetMail(passwordResetOf(job)) : job;
  if (message) await transmit(message);
}

function passwordResetOf(job: PasswordResetMailJob): PasswordResetMailJob["passwordReset"] {
  const { email, siteUrl } = job.passwordReset ?? {};
  if (typeof email !== "string" || typeof siteUrl !== "string") {
    throw new MailRefusedError("password reset job without an address or a site");
  }
  return { email, siteUrl };
}

async function transmit(message: MailMessage): Promise<void> {
  assertSafeHeaders(message);
  const { SMTP_URL, MAIL_FROM, MAIL_DISABLED } = getConfig();
  // Mail off on purpose (config.ts): the message is dropped, never written anywhere (bodies carry codes).
  if (MAIL_DISABLED) {
    logger.warn({ subject: message.subject }, "mail not sent: MAIL_DISABLED=1");
    return;
  }
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
