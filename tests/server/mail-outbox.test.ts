// The demo-mode transport: nodemailer builds the message and the outbox keeps it as a parseable .eml (plain
// text and HTML parts, a UTF-8 Russian subject) next to the JSON record /dev/outbox reads.
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { resetConfigForTests } from "@/lib/server/config";
import { listOutbox } from "@/lib/server/mail/outbox";
import { sendMail } from "@/lib/server/mail/send-mail";
import { orderDeliveredMail } from "@/lib/server/mail/templates/order-delivered";
import { parseMime, partOfType } from "./mail-test-kit";

let dataDir: string;

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "mail-outbox-"));
  process.env.DATA_DIR = dataDir;
  delete process.env.SMTP_URL;
  delete process.env.MAIL_FROM;
  resetConfigForTests();
});

afterEach(() => {
  delete process.env.DATA_DIR;
  resetConfigForTests();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("outbox transport", () => {
  it("writes a MIME message with a text and an HTML part and a Russian subject", async () => {
    const mail = orderDeliveredMail({
      to: "buyer@example.com",
      orderId: 31,
      orderUrl: "https://shop.example/orders/abc/details",
      lines: [{ kind: "pubg", title: "60 UC", items: [{ code: "PUBG-CODE-1", amountUc: 60 }] }],
    });
    await sendMail(mail);
    const [record] = await listOutbox();
    expect(record).toMatchObject({
      to: "buyer@example.com",
      from: "GameCoin <no-reply@localhost>",
      subject: "GameCoin: заказ №31 выполнен",
      text: mail.text,
      html: mail.html,
    });
    const emlPath = path.join(dataDir, "outbox", `${record.id}.eml`);
    // Owner-only: the files hold codes and reset links.
    expect(statSync(emlPath).mode & 0o777).toBe(0o600);
    const eml = readFileSync(emlPath, "utf8");
    // Headers are 7-bit: the Russian subject is an encoded word, not raw UTF-8.
    expect(eml.slice(0, eml.indexOf("\r\n\r\n"))).toMatch(/^[\x20-\x7e\r\n\t]*$/);
    const mime = parseMime(eml);
    expect(mime.headers.subject).toBe("GameCoin: заказ №31 выполнен");
    expect(mime.headers.to).toBe("buyer@example.com");
    expect(mime.headers["mime-version"]).toBe("1.0");
    expect(mime.headers["content-type"]).toMatch(/^multipart\/alternative;/);
    const text = partOfType(mime, "text/plain");
    const htmlPart = partOfType(mime, "text/html");
    expect(text?.headers["content-type"]).toMatch(/charset=utf-8/i);
    expect(htmlPart?.headers["content-type"]).toMatch(/charset=utf-8/i);
    expect(text?.body.replace(/\r\n/g, "\n")).toBe(mail.text);
    expect(htmlPart?.body.replace(/\r\n/g, "\n")).toBe(mail.html);
    expect(text?.body).toContain("PUBG-CODE-1 (60 UC)");
  });

  it("keeps a text-only mail text-only, and lists mails newest first", async () => {
    await sendMail({ to: "a@example.com", subject: "Первое", text: "один" });
    await new Promise((r) => setTimeout(r, 5));
    await sendMail({ to: "b@example.com", subject: "Второе", text: "два" });
    const mails = await listOutbox();
    expect(mails.map((m) => m.subject)).toEqual(["Второе", "Первое"]);
    expect(mails[0].html).toBeUndefined();
    const mime = parseMime(readFileSync(path.join(dataDir, "outbox", `${mails[0].id}.eml`), "utf8"));
    expect(mime.parts).toHaveLength(1);
    expect(mime.parts[0].headers["content-type"]).toMatch(/^text\/plain/);
    expect(mime.parts[0].body.trim()).toBe("два");
  });
});
