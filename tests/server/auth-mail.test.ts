// E-mail through nodemailer: SMTP by SMTP_URL against a local fake SMTP server, the outbox without it, and
// header injection refused before anything is sent.
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { resetConfigForTests } from "@/lib/server/config";
import { smtpOptionsFromUrl } from "@/lib/server/mail/create-mail-transport";
import { listOutbox } from "@/lib/server/mail/outbox";
import { MailRefusedError, sendMail } from "@/lib/server/mail/send-mail";
import { parseMime, partOfType, startFakeSmtp } from "./mail-test-kit";

let dataDir: string;

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "mail-test-"));
  Object.assign(process.env, { DATA_DIR: dataDir, MAIL_FROM: "Магазин <shop@example.com>" });
  delete process.env.SMTP_URL;
  resetConfigForTests();
});

afterEach(() => {
  for (const key of ["DATA_DIR", "SMTP_URL", "MAIL_FROM"]) delete process.env[key];
  resetConfigForTests();
  rmSync(dataDir, { recursive: true, force: true });
});

function useSmtp(url: string) {
  process.env.SMTP_URL = url;
  resetConfigForTests();
}

describe("sendMail through SMTP_URL", () => {
  it("delivers one message with AUTH PLAIN, a UTF-8 subject, both parts and dot-stuffing", async () => {
    const smtp = await startFakeSmtp({ auth: true });
    try {
      useSmtp(`smtp://user%40mail:p%40ss@127.0.0.1:${smtp.port}`);
      await sendMail({
        to: "buyer@example.com",
        subject: "Заказ №7 оплачен",
        text: "Строка\n.leading dot\nконец",
        html: "<p>Привет</p>",
      });
      expect(smtp.sessions).toHaveLength(1);
      const [session] = smtp.sessions;
      expect(session.commands[0]).toMatch(/^EHLO /);
      expect(session.commands).toContain(`AUTH PLAIN ${Buffer.from("\0user@mail\0p@ss").toString("base64")}`);
      expect(session.commands.some((c) => /^MAIL FROM:<shop@example\.com>/.test(c))).toBe(true);
      expect(session.commands.some((c) => /^RCPT TO:<buyer@example\.com>/.test(c))).toBe(true);
      const mime = parseMime(session.data);
      expect(mime.headers.subject).toBe("Заказ №7 оплачен");
      expect(mime.headers.from).toBe("Магазин <shop@example.com>");
      expect(partOfType(mime, "text/plain")?.body.replace(/\r\n/g, "\n")).toBe("Строка\n.leading dot\nконец");
      expect(partOfType(mime, "text/html")?.body).toBe("<p>Привет</p>");
      expect(await listOutbox()).toHaveLength(0);
    } finally {
      await smtp.close();
    }
  });

  it("rejects when the server refuses a recipient, and when nobody listens", async () => {
    const smtp = await startFakeSmtp({ refuse: "RCPT" });
    try {
      useSmtp(`smtp://127.0.0.1:${smtp.port}`);
      await expect(sendMail({ to: "b@example.com", subject: "x", text: "x" })).rejects.toThrow(/550/);
    } finally {
      await smtp.close();
    }
    useSmtp("smtp://127.0.0.1:1");
    await expect(sendMail({ to: "b@example.com", subject: "x", text: "x" })).rejects.toThrow();
    expect(await listOutbox()).toHaveLength(0);
  });

  it("reads host, port, TLS and credentials from the URL, with timeouts", () => {
    expect(smtpOptionsFromUrl("smtps://a%40b:p%3Ass@mail.example:2465?tls=insecure")).toMatchObject({
      host: "mail.example",
      port: 2465,
      secure: true,
      auth: { user: "a@b", pass: "p:ss" },
      tls: { rejectUnauthorized: false },
      connectionTimeout: 10_000,
      socketTimeout: 30_000,
    });
    expect(smtpOptionsFromUrl("smtp://mail.example?starttls=never")).toMatchObject({
      port: 587,
      secure: false,
      ignoreTLS: true,
      auth: undefined,
      tls: { rejectUnauthorized: true },
    });
    expect(smtpOptionsFromUrl("smtps://mail.example").port).toBe(465);
  });
});

describe("sendMail into the outbox", () => {
  it("writes the record and the .eml when SMTP_URL is not set", async () => {
    await sendMail({
      to: "buyer@example.com",
      subject: "В папку",
      text: "Ссылка: https://shop.example/x",
    });
    const [mail] = await listOutbox();
    expect(mail).toMatchObject({
      to: "buyer@example.com",
      subject: "В папку",
      from: "Магазин <shop@example.com>",
      text: "Ссылка: https://shop.example/x",
    });
    expect(mail.html).toBeUndefined();
    expect(readdirSync(path.join(dataDir, "outbox")).sort()).toEqual([`${mail.id}.eml`, `${mail.id}.json`]);
  });
});

describe("header injection", () => {
  it.each([
    ["a recipient with CR/LF", { to: "b@example.com\r\nBcc: c@example.com", subject: "x" }],
    ["a recipient with LF", { to: "b@example.com\nBcc: c@example.com", subject: "x" }],
    ["a subject with CR/LF", { to: "b@example.com", subject: "x\r\nBcc: c@example.com" }],
    ["two recipients", { to: "b@example.com, c@example.com", subject: "x" }],
    ["no address", { to: "nobody", subject: "x" }],
  ])("refuses %s and sends nothing", async (_, header) => {
    const smtp = await startFakeSmtp();
    try {
      useSmtp(`smtp://127.0.0.1:${smtp.port}`);
      await expect(sendMail({ ...header, text: "x" })).rejects.toBeInstanceOf(MailRefusedError);
      expect(smtp.sessions).toHaveLength(0);
      delete process.env.SMTP_URL;
      resetConfigForTests();
      await expect(sendMail({ ...header, text: "x" })).rejects.toThrow();
      expect(await listOutbox()).toHaveLength(0);
    } finally {
      await smtp.close();
    }
  });
});
