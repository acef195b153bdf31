// Sends an e-mail: through SMTP when SMTP_URL is set, otherwise into the local outbox.
import { getConfig } from "../config";
import { logger } from "../logger";
import { addressOf, buildMimeMessage, type MailMessage } from "./build-mime-message";
import { writeToOutbox } from "./outbox";
import { sendSmtp } from "./send-smtp";

const inFlight = new Set<Promise<void>>();

export async function sendMail(message: MailMessage): Promise<void> {
  const { SMTP_URL, MAIL_FROM } = getConfig();
  const mime = buildMimeMessage(MAIL_FROM, message);
  if (SMTP_URL) {
    await sendSmtp(SMTP_URL, { from: addressOf(MAIL_FROM), to: [message.to] }, mime);
  } else {
    await writeToOutbox({ from: MAIL_FROM, ...message }, mime);
  }
  // The subject only: bodies carry reset links.
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
