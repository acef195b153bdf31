// A nodemailer transport for demo mode: the message nodemailer built (MIME, both parts) goes to the local outbox
// as an .eml next to a JSON record that /dev/outbox and the tests read.
import type { NodemailerError, SentMessageInfo, Transport } from "nodemailer";
import { writeToOutbox } from "./outbox";

const asText = (value: unknown) => (typeof value === "string" ? value : "");

export function createOutboxTransport(): Transport<SentMessageInfo> {
  return {
    name: "outbox",
    version: "1",
    send(mail, callback) {
      const { from, to, subject, text, html } = mail.data;
      mail.message
        .build()
        .then((mime) =>
          writeToOutbox(
            {
              from: asText(from),
              to: asText(to),
              subject: asText(subject),
              text: asText(text),
              ...(typeof html === "string" ? { html } : {}),
            },
            mime,
          ),
        )
        .then(() =>
          callback(null, {
            envelope: mail.message.getEnvelope(),
            messageId: mail.message.messageId(),
            response: "written to the outbox",
          }),
        )
        .catch((err: unknown) => callback(err as NodemailerError));
    },
  };
}
