// A minimal SMTP client (RFC 5321) on node:net/tls: EHLO, STARTTLS when offered, AUTH PLAIN, one message.
// Enough for a relay such as Postfix, Mailgun or Yandex; no dependency to audit.
import net from "node:net";
import { hostname } from "node:os";
import tls from "node:tls";

type Reply = { code: number; lines: string[] };

class SmtpSession {
  private buffer = "";
  private waiting: ((reply: Reply) => void)[] = [];
  private replies: Reply[] = [];
  private pending: string[] = [];
  private failure: Error | undefined;

  constructor(private socket: net.Socket) {
    this.attach(socket);
  }

  private attach(socket: net.Socket) {
    this.socket = socket;
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => this.onData(chunk));
    socket.on("error", (err) => this.fail(err));
    socket.on("close", () => this.fail(new Error("SMTP connection closed")));
  }

  private onData(chunk: string) {
    this.buffer += chunk;
    let end;
    while ((end = this.buffer.indexOf("\r\n")) >= 0) {
      const line = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      this.pending.push(line);
      // "250-..." continues a reply, "250 ..." ends it.
      if (/^\d{3}(?: |$)/.test(line)) {
        const reply = { code: Number(line.slice(0, 3)), lines: this.pending.map((l) => l.slice(4)) };
        this.pending = [];
        const next = this.waiting.shift();
        if (next) next(reply);
        else this.replies.push(reply);
      }
    }
  }

  private fail(err: Error) {
    this.failure ??= err;
    for (const w of this.waiting.splice(0)) w({ code: 0, lines: [err.message] });
  }

  read(): Promise<Reply> {
    const ready = this.replies.shift();
    if (ready) return Promise.resolve(ready);
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  async command(line: string, expect: number[]): Promise<Reply> {
    this.socket.write(`${line}\r\n`);
    return this.expect(expect, line.split(" ")[0]);
  }

  async expect(codes: number[], what: string): Promise<Reply> {
    const reply = await this.read();
    if (!codes.includes(reply.code)) {
      throw new Error(`SMTP ${what} refused: ${reply.code} ${reply.lines.join(" ").slice(0, 200)}`);
    }
    return reply;
  }

  async startTls(servername: string, rejectUnauthorized: boolean) {
    this.socket.removeAllListeners();
    const secure = tls.connect({ socket: this.socket, servername, rejectUnauthorized });
    await new Promise<void>((resolve, reject) => {
      secure.once("secureConnect", resolve);
      secure.once("error", reject);
    });
    this.attach(secure);
  }

  close() {
    this.socket.end();
    this.socket.destroy();
  }
}

export type SmtpEnvelope = { from: string; to: string[] };

/** Sends one message; `url` is smtp://user:pass@host:port (STARTTLS when offered) or smtps://... (TLS). */
export async function sendSmtp(
  url: string,
  envelope: SmtpEnvelope,
  data: string,
  timeoutMs = 20_000,
): Promise<void> {
  const target = new URL(url);
  const isTls = target.protocol === "smtps:";
  const host = target.hostname;
  const port = Number(target.port) || (isTls ? 465 : 587);
  // ?tls=insecure accepts a self-signed certificate (a local relay); the default verifies it.
  const rejectUnauthorized = target.searchParams.get("tls") !== "insecure";
  const socket = isTls
    ? tls.connect({ host, port, servername: host, rejectUnauthorized })
    : net.connect({ host, port });
  socket.setTimeout(timeoutMs, () => socket.destroy(new Error("SMTP timeout")));
  const session = new SmtpSession(socket);
  try {
    await session.expect([220], "greeting");
    const me = hostname() || "localhost";
    let ehlo = await session.command(`EHLO ${me}`, [250]);
    const offersStartTls = ehlo.lines.some((l) => /^STARTTLS\b/i.test(l));
    if (!isTls && offersStartTls && target.searchParams.get("starttls") !== "never") {
      await session.command("STARTTLS", [220]);
      await session.startTls(host, rejectUnauthorized);
      ehlo = await session.command(`EHLO ${me}`, [250]);
    }
    if (target.username) {
      const user = decodeURIComponent(target.username);
      const pass = decodeURIComponent(target.password);
      const token = Buffer.from(`\0${user}\0${pass}`, "utf8").toString("base64");
      await session.command(`AUTH PLAIN ${token}`, [235]);
    }
    await session.command(`MAIL FROM:<${envelope.from}>`, [250]);
    for (const rcpt of envelope.to) await session.command(`RCPT TO:<${rcpt}>`, [250, 251]);
    await session.command("DATA", [354]);
    // Dot-stuffing: a line starting with "." gets a second one.
    const stuffed = data.replace(/\r\n\./g, "\r\n..").replace(/^\./, "..");
    await session.command(`${stuffed.replace(/\r\n$/, "")}\r\n.`, [250]);
    await session.command("QUIT", [221]).catch(() => undefined);
  } finally {
    session.close();
  }
}
