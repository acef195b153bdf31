// A fake provider API on 127.0.0.1 for the fulfilment adapter tests: real HTTP, a handler per test file.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type FakeRequest = { method: string; url: string; headers: IncomingMessage["headers"]; body: string };
export type FakeAnswer = { status: number; json?: unknown; text?: string; delayMs?: number };

/** Listens on a port the kernel picks (no clash with another test or process); `url` says which. */
export async function startFakeServer(handle: (req: FakeRequest) => FakeAnswer | Promise<FakeAnswer>) {
  const requests: FakeRequest[] = [];
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", async () => {
      const request = {
        method: req.method ?? "",
        url: req.url ?? "",
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      };
      requests.push(request);
      const answer = await handle(request);
      if (answer.delayMs) await new Promise((r) => setTimeout(r, answer.delayMs).unref());
      if (res.destroyed) return;
      const text = answer.text ?? (answer.json === undefined ? "" : JSON.stringify(answer.json));
      res.writeHead(answer.status, { "Content-Type": answer.text ? "text/html" : "application/json" });
      res.end(text);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
