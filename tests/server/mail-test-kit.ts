// Test helpers for e-mail: a fake SMTP server on 127.0.0.1 (node:net) and a small MIME reader, enough to check
// what nodemailer produced without trusting nodemailer to read its own output.
import net from "node:net";

export type SmtpSession = { commands: string[]; data: string };

/** Speaks just enough SMTP; `refuse` makes one command fail with a 5xx reply, `auth` offers AUTH PLAIN. */
export function startFakeSmtp(options: { refuse?: string; auth?: boolean } = {}) {
  const sessions: SmtpSession[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    const session: SmtpSession = { commands: [], data: "" };
    sessions.push(session);
    let inData = false;
    let buffer = "";
    socket.write("220 fake.smtp ESMTP\r\n");
    socket.on("error", () => undefined);
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
          } else session.data += `${line.startsWith(".") ? line.slice(1) : line}\r\n`;
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
  return new Promise<{ port: number; sessions: SmtpSession[]; close: () => Promise<void> }>((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({
        port: (server.address() as net.AddressInfo).port,
        sessions,
        close: () =>
          new Promise((r) => {
            server.close(() => r());
            for (const socket of sockets) socket.destroy();
          }),
      }),
    ),
  );
}

export type MimePart = { headers: Record<string, string>; body: string };

/** RFC 2047 encoded words (=?UTF-8?B?…?= and =?UTF-8?Q?…?=) in a header value. */
export function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, enc: string, data: string) =>
      enc.toLowerCase() === "b"
        ? Buffer.from(data, "base64").toString("utf8")
        : decodeQuotedPrintable(data.replace(/_/g, " ")),
    );
}

function decodeQuotedPrintable(value: string): string {
  const bytes: number[] = [];
  const text = value.replace(/=\r?\n/g, "");
  for (let i = 0; i < text.length; i++) {
    if (text[i] === "=" && /^[0-9A-F]{2}$/i.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(text[i], "utf8"));
  }
  return Buffer.from(bytes).toString("utf8");
}

function splitEntity(raw: string): { headers: Record<string, string>; rawBody: string } {
  const cut = raw.indexOf("\r\n\r\n");
  const head = cut < 0 ? raw : raw.slice(0, cut);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, rawBody: cut < 0 ? "" : raw.slice(cut + 4) };
}

function decodeBody(headers: Record<string, string>, rawBody: string): string {
  const encoding = (headers["content-transfer-encoding"] ?? "7bit").toLowerCase();
  if (encoding === "base64") return Buffer.from(rawBody.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") return decodeQuotedPrintable(rawBody);
  return rawBody;
}

/** The top-level headers (decoded) and every leaf part, bodies decoded to UTF-8 text. */
export function parseMime(raw: string): { headers: Record<string, string>; parts: MimePart[] } {
  const { headers, rawBody } = splitEntity(raw);
  const decoded = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, decodeHeader(v)]));
  return { headers: decoded, parts: leafParts(headers, rawBody) };
}

function leafParts(headers: Record<string, string>, rawBody: string): MimePart[] {
  const type = headers["content-type"] ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!/^multipart\//i.test(type) || !boundary) return [{ headers, body: decodeBody(headers, rawBody) }];
  const chunks = rawBody.split(`--${boundary}`).slice(1);
  return chunks
    .filter((chunk) => !chunk.startsWith("--"))
    .flatMap((chunk) => {
      const entity = splitEntity(chunk.replace(/^\r\n/, "").replace(/\r\n$/, ""));
      return leafParts(entity.headers, entity.rawBody);
    });
}

export function partOfType(mime: { parts: MimePart[] }, type: string): MimePart | undefined {
  return mime.parts.find((p) => (p.headers["content-type"] ?? "").toLowerCase().startsWith(type));
}
