// E-mail: the minimal SMTP client against a local fake SMTP server, and the MIME message it sends.
import net from "node:net";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildMimeMessage } from "@/lib/server/mail/build-mime-message";
import { sendSmtp } from "@/lib/server/mail/send-smtp";
import { flushMail, sendMail, sendMailInBackground } from "@/lib/server/mail/send-mail";
import { listOutbox } from "@/lib/server/mail/outbox";
import { resetConfigForTests } from "@/lib/server/config";

type Session = { commands: string[]; data: string };

/** Speaks just enough SMTP; `refuse` makes one command fail with a 5xx reply. */
function startFakeSmtp(options: { refuse?: string; auth?: boolean } = {}) {
  const sessions: Session[] = [];
  const server = net.createServer((socket) => {
    const session: Session = { commands: [], data: "" };
    sessions.push(session);
    let inData = false;
    let buffer = "";
    socket.write("220 fake.smtp ESMTP\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      let end;
      while ((end = buffer.indexOf("\r\n")) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === ".") {
            inData = false;
            socket.write("250 2.0.0 queued\r\n");
          } else session.data += `${line}\r\n`;
          continue;
        }
        session.commands.push(line);
        const verb = line.split(" ")[0].toUpperCase();
        if (options.refuse && verb === options.refuse) socket.write("550 5.7.1 refused\r\n");
        else if (verb === "EHLO")
          socket.write(`250-fake.smtp\r\n${options.auth ? "250-AUTH PLAIN\r\n" : ""}250 8BITMIME\r\n`);
        else if (verb === "AUTH") socket.write("235 2.7.0 ok\r\n");
        else if (verb === "DATA") {
          inData = true;
          socket.write("354 go on\r\n");
        } else if (verb === "QUIT") {
          socket.write("221 bye\r\n");
          socket.end();
        } else socket.write("250 ok\r\n");
      }
    });
  });
  return new Promise<{ port: number; sessions: Session[]; close: () => Promise<void> }>((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({
        port: (server.address() as net.AddressInfo).port,
        sessions,
        close: () => new Promise((r) => server.close(() => r())),
      }),
    ),
  );
}

describe("SMTP client", () => {
  it("delivers one message with AUTH PLAIN and dot-stuffing", async () => {
    const smtp = await startFakeSmtp({ auth: true });
    try {
      const data = "Subject: hi\r\n\r\n.leading dot\r\nbody\r\n";
      await sendSmtp(
        `smtp://user%40mail:p%40ss@127.0.0.1:${smtp.port}`,
        { from: "shop@example.com", to: ["buyer@example.com"] },
        data,
      );
      const [session] = smtp.sessions;
      expect(session.commands[0]).toMatch(/^EHLO /);
      expect(session.commands[1]).toBe(`AUTH PLAIN ${Buffer.from("\0user@mail\0p@ss").toString("base64")}`);
      expect(session.commands).toContain("MAIL FROM:<shop@example.com>");
      expect(session.commands).toContain("RCPT TO:<buyer@example.com>");
      expect(session.data).toBe("Subject: hi\r\n\r\n..leading dot\r\nbody\r\n");
      expect(session.commands.at(-1)).toBe("QUIT");
    } finally {
      await smtp.close();
    }
  });

  it("rejects when the server refuses a recipient, and when nobody listens", async () => {
    const smtp = await startFakeSmtp({ refuse: "RCPT" });
    try {
      await expect(
        sendSmtp(`smtp://127.0.0.1:${smtp.port}`, { from: "a@example.com", to: ["b@example.com"] }, "x\r\n"),
      ).rejects.toThrow(/RCPT refused: 550/);
    } finally {
      await smtp.close();
    }
    await expect(
      sendSmtp("smtp://127.0.0.1:1", { from: "a@example.com", to: ["b@example.com"] }, "x\r\n"),
    ).rejects.toThrow();
  });

  it("sendMail goes through SMTP_URL when it is set, into the outbox otherwise", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "mail-test-"));
    const smtp = await startFakeSmtp();
    try {
      Object.assign(process.env, {
        DATA_DIR: dataDir,
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        MAIL_FROM: "Магазин <shop@example.com>",
      });
      resetConfigForTests();
      await sendMail({ to: "buyer@example.com", subject: "Проверка", text: "Текст письма" });
      expect(smtp.sessions).toHaveLength(1);
      expect(smtp.sessions[0].data).toContain("Subject: =?UTF-8?B?");
      expect(await listOutbox()).toHaveLength(0);
      delete process.env.SMTP_URL;
      resetConfigForTests();
      sendMailInBackground({
        to: "buyer@example.com",
        subject: "В папку",
        text: "Ссылка: https://shop.example/x",
      });
      await flushMail();
      const [mail] = await listOutbox();
      expect(mail).toMatchObject({
        to: "buyer@example.com",
        subject: "В папку",
        from: "Магазин <shop@example.com>",
      });
    } finally {
      await smtp.close();
      for (const key of ["DATA_DIR", "SMTP_URL", "MAIL_FROM"]) delete process.env[key];
      resetConfigForTests();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe("MIME message", () => {
  it("encodes Russian subjects and bodies, and refuses header injection", () => {
    const mime = buildMimeMessage("Магазин <shop@example.com>", {
      to: "b@example.com",
      subject: "Пароль",
      text: "Привет\nмир",
    });
    expect(mime).toContain(`Subject: =?UTF-8?B?${Buffer.from("Пароль").toString("base64")}?=`);
    expect(mime).toContain(
      `From: =?UTF-8?B?${Buffer.from("Магазин").toString("base64")}?= <shop@example.com>`,
    );
    const body = mime.split("\r\n\r\n")[1].replace(/\r\n/g, "");
    expect(Buffer.from(body, "base64").toString("utf8")).toBe("Привет\r\nмир");
    expect(() =>
      buildMimeMessage("a@example.com", {
        to: "b@example.com\r\nBcc: c@example.com",
        subject: "x",
        text: "",
      }),
    ).toThrow();
    expect(() =>
      buildMimeMessage("a@example.com", { to: "b@example.com", subject: "x\nBcc: c@example.com", text: "" }),
    ).toThrow();
  });
});
