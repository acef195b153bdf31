// A body the app stopped reading (a refused upload) is read and discarded after the answer (server/unread-body.ts):
// on a real node:http server whose handler reads a little of a chunked body, then answers 413 without cancelling.
import http from "node:http";
import { connect, type AddressInfo } from "node:net";
import { discardUnreadBody, hasBody } from "@/server/unread-body";

let server: http.Server;
let port: number;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.method === "POST" && hasBody(req)) {
      discardUnreadBody(req, res, 300);
      // As the app does: reads a first piece, then stops and answers (no cancel, no destroy).
      req.once("readable", () => {
        req.read();
        res.writeHead(413, { "content-type": "text/plain" }).end("too large");
      });
      return;
    }
    res.end("ok");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const chunk = "a".repeat(64 * 1024);
const head =
  "POST /upload HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n";

/** Writes a chunked POST (then `after`), and reports the status lines read and whether the server closed. */
function exchange({
  chunks,
  after = "",
  endless = false,
}: {
  chunks: number;
  after?: string;
  endless?: boolean;
}) {
  return new Promise<{ statuses: string[]; closedByServer: boolean }>((resolve) => {
    const socket = connect(port, "127.0.0.1");
    let seen = "";
    let writing = endless;
    const statuses = () => [...seen.matchAll(/^HTTP\/1\.1 (\d{3})/gm)].map((m) => m[1]);
    const finish = (closedByServer: boolean) => {
      writing = false;
      clearTimeout(timer);
      socket.destroy();
      resolve({ statuses: statuses(), closedByServer });
    };
    const timer = setTimeout(() => finish(false), 3_000);
    socket.setEncoding("latin1");
    socket.on("data", (d: string) => {
      seen += d;
      if (!endless && statuses().length === (after ? 2 : 1)) finish(false);
    });
    socket.on("error", () => finish(true));
    socket.on("end", () => finish(true));
    socket.write(head);
    for (let i = 0; i < chunks; i++) socket.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`);
    if (!endless) socket.write(`0\r\n\r\n${after}`);
    // An endless body: written as fast as the socket takes it, until the server closes the connection.
    const pump = () => {
      while (writing)
        if (!socket.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`))
          return void socket.once("drain", pump);
    };
    pump();
  });
}

describe("a body left unread by the app (server/unread-body.ts)", () => {
  it("is discarded after the answer, so the next request on the connection is answered", async () => {
    const out = await exchange({ chunks: 32, after: "GET /next HTTP/1.1\r\nHost: t\r\n\r\n" });
    expect(out).toEqual({ statuses: ["413", "200"], closedByServer: false });
  });

  it("costs its connection when it is still arriving after the discard time", async () => {
    const started = Date.now();
    const out = await exchange({ chunks: 1, endless: true });
    expect(out).toEqual({ statuses: ["413"], closedByServer: true });
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
  });

  it("tells which requests carry a body", () => {
    const req = (headers: Record<string, string>) => ({ headers }) as unknown as http.IncomingMessage;
    expect(hasBody(req({ "transfer-encoding": "chunked" }))).toBe(true);
    expect(hasBody(req({ "content-length": "12" }))).toBe(true);
    expect(hasBody(req({ "content-length": "0" }))).toBe(false);
    expect(hasBody(req({}))).toBe(false);
  });
});
