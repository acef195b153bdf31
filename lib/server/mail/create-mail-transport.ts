// The one place that decides how mail leaves the store: SMTP by SMTP_URL (live), otherwise the local outbox.
import { createTransport, type SMTPTransportOptions, type Transporter } from "nodemailer";
import { createOutboxTransport } from "./outbox-transport";

/**
 * smtp://user:pass@host:587 (STARTTLS when the server offers it), smtps://user:pass@host:465 (TLS from the
 * start). `?tls=insecure` accepts a self-signed certificate (a local relay), `?starttls=never` skips STARTTLS,
 * `?starttls=require` refuses to send without it.
 */
export function smtpOptionsFromUrl(url: string): SMTPTransportOptions {
  const target = new URL(url);
  const secure = target.protocol === "smtps:";
  if (!secure && target.protocol !== "smtp:") throw new Error("SMTP_URL must start with smtp:// or smtps://");
  const starttls = target.searchParams.get("starttls");
  return {
    host: target.hostname,
    port: Number(target.port) || (secure ? 465 : 587),
    secure,
    ignoreTLS: starttls === "never",
    requireTLS: starttls === "require",
    tls: { rejectUnauthorized: target.searchParams.get("tls") !== "insecure", servername: target.hostname },
    auth: target.username
      ? { user: decodeURIComponent(target.username), pass: decodeURIComponent(target.password) }
      : undefined,
    // A slow or silent server fails the send (and the job retries it) instead of holding it for minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    dnsTimeout: 10_000,
    // Nodemailer's own logging stays off: it would print addresses and, at debug level, credentials.
    logger: false,
    debug: false,
  };
}

export function createMailTransport(smtpUrl: string | undefined): Transporter {
  return smtpUrl ? createTransport(smtpOptionsFromUrl(smtpUrl)) : createTransport(createOutboxTransport());
}
