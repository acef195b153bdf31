// /dev/outbox – e-mails the store wrote to the local outbox (DATA_DIR/outbox); never in live mode, and only for a
// local client or signed-in staff (lib/server/mail/outbox-access.ts): the mails hold reset links. Anyone else: 404.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cookies, headers } from "next/headers";
import { connection } from "next/server";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { mayReadOutbox, outboxVisitorFrom } from "@/lib/server/mail/outbox-access";
import { getConfig } from "@/lib/server/config";
import { listOutbox } from "@/lib/server/mail/outbox";
import styles from "./outbox.module.css";

export const metadata: Metadata = { robots: { index: false, follow: false } };

/** Links in the text part become clickable; everything else stays text (React escapes it). */
function linkify(text: string): ReactNode[] {
  return text.split(/(https?:\/\/[^\s<>"]+)/g).map((part, i) =>
    /^https?:\/\//.test(part) ? (
      <a key={i} href={part} className={styles.link}>
        {part}
      </a>
    ) : (
      part
    ),
  );
}

export default async function DevOutboxPage() {
  await connection();
  const config = getConfig();
  if (config.STORE_MODE === "live") notFound();
  const jar = await cookies();
  const visitor = outboxVisitorFrom(await headers(), (name) => jar.get(name)?.value);
  if (!(await mayReadOutbox(visitor))) notFound();
  const t = await getTranslations("devOutbox");
  const mails = await listOutbox();
  const when = new Intl.DateTimeFormat("ru-RU", {
    dateStyle: "medium",
    timeStyle: "medium",
    timeZone: "Europe/Moscow",
  });

  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{t("title")}</h1>
      <p className={styles.lead}>{t("lead")}</p>
      {config.SMTP_URL ? <p className={styles.note}>{t("smtpNote")}</p> : null}
      {mails.length === 0 ? (
        <p className={styles.empty}>{t("empty")}</p>
      ) : (
        <ol className={styles.list}>
          {mails.map((mail) => (
            <li key={mail.id} className={styles.mail}>
              <h2 className={styles.subject}>{mail.subject}</h2>
              <dl className={styles.meta}>
                <dt>{t("to")}</dt>
                <dd>{mail.to}</dd>
                <dt>{t("sent")}</dt>
                <dd>
                  <time dateTime={mail.created}>{when.format(new Date(mail.created))}</time>
                </dd>
              </dl>
              <pre className={styles.body}>{linkify(mail.text)}</pre>
              {mail.html ? (
                // The HTML part as a mail client would show it: a sandboxed frame (no scripts, no same origin,
                // no navigation of this page), never markup injected into the page.
                <iframe
                  className={styles.html}
                  title={mail.subject}
                  srcDoc={mail.html}
                  sandbox=""
                  referrerPolicy="no-referrer"
                  loading="lazy"
                />
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </main>
  );
}
