// Issue 9 section 2: on the real server, twenty parallel 300 MB chunked uploads to each of a JSON endpoint, the
// GetPay notice and the avatar upload are refused (413) as they stream, the server's memory stays within
// 100 MB of idle, and another request made meanwhile is answered.
import { request } from "node:http";
import { connect } from "node:net";
import { readFileSync } from "node:fs";
import { disposeStore, startStore, type StoreProcess } from "./start-store";

jest.setTimeout(300_000);

const MB = 1024 * 1024;
const UPLOAD_BYTES = 300 * MB;
const PARALLEL = 20;
const GETPAY_ENV = {
  GETPAY_WALLET_ID: "W-1",
  GETPAY_SECRET: "caps-secret",
  GETPAY_FORM_URL: "https://g.test/",
};
const TOO_LARGE = { detail: "Слишком большой запрос.", code: "request_too_large" };

/** Resident memory of a process in bytes, as the kernel counts it. */
function rssOf(pid: number): number {
  // A process that has exited (a zombie, or gone) has no resident memory: 0, and the test's own checks say why.
  try {
    const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB$/m);
    return line ? Number(line[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

type Upload = { path: string; type: string; head: string; headers?: Record<string, string> };
type Answer = { status: number; body: string; sent: number };

/**
 * POSTs `head` and then up to `total` bytes with Transfer-Encoding: chunked (no Content-Length), made on the fly
 * from one 64 KB buffer and written only as fast as the socket takes them; stops sending once the answer comes.
 */
function floodUpload(origin: string, u: Upload, total = UPLOAD_BYTES): Promise<Answer> {
  const chunk = Buffer.alloc(64 * 1024, "a");
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = request(`${origin}${u.path}`, {
      method: "POST",
      headers: { "content-type": u.type, "transfer-encoding": "chunked", ...u.headers },
    });
    req.on("response", (res) => {
      answered = true;
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (d: string) => (body += d));
      res.on("end", () => {
        resolve({ status: res.statusCode!, body, sent });
        req.destroy();
      });
    });
    req.on("error", (err) =>
      answered
        ? undefined
        : reject(new Error(`${u.path}: ${err.message} after ${sent} bytes, before an answer`)),
    );
    const pump = () => {
      while (!answered && sent < total) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      if (!answered) req.end();
    };
    req.write(u.head);
    pump();
  });
}

async function createStandoffOrder(origin: string): Promise<{ id: number; cookie: string }> {
  const games = (await (await fetch(`${origin}/api/games/?limit=100`)).json()) as {
    results: { id: number }[];
  };
  for (const { id } of games.results) {
    const game = (await (await fetch(`${origin}/api/games/${id}/`)).json()) as {
      resourcetype: string;
      products: { id: number }[];
    };
    if (game.resourcetype !== "StandoffGame") continue;
    const res = await fetch(`${origin}/api/orders/standoff/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        products: [{ product_id: game.products[0].id, quantity: 1 }],
        game_account_id: "123456",
        email: "caps@example.com",
      }),
    });
    expect(res.status).toBe(201);
    const cookie = res.headers
      .getSetCookie()
      .find((c) => c.startsWith("order_access="))!
      .split(";")[0];
    return { id: ((await res.json()) as { id: number }).id, cookie };
  }
  throw new Error("the demo catalogue has no Standoff game");
}

describe("request bodies on the real server", () => {
  let store: StoreProcess | undefined;
  let uploads: Record<string, Upload>;

  beforeAll(async () => {
    store = await startStore({ env: GETPAY_ENV });
    const order = await createStandoffOrder(store.origin);
    const boundary = "capsboundary";
    uploads = {
      json: { path: "/api/auth/jwt/create/", type: "application/json", head: '{"email": "' },
      getpay: {
        path: "/api/payments/getpay/notify/",
        type: "application/x-www-form-urlencoded",
        head: "WALLET_ID=W-1&P_WALLET=",
      },
      avatar: {
        path: `/api/orders/standoff/avatar/${order.id}/`,
        type: `multipart/form-data; boundary=${boundary}`,
        head:
          `--${boundary}\r\nContent-Disposition: form-data; name="game_avatar"; filename="a.png"\r\n` +
          "Content-Type: image/png\r\n\r\n",
        headers: { cookie: order.cookie },
      },
    };
  });
  afterAll(() => disposeStore(store));

  it("refuses each kind of body past its cap with 413 while it streams", async () => {
    for (const [kind, u] of Object.entries(uploads)) {
      const answer = await floodUpload(store!.origin, u, 8 * MB);
      expect({ kind, status: answer.status, body: JSON.parse(answer.body) }).toEqual({
        kind,
        status: 413,
        body: TOO_LARGE,
      });
    }
  });

  it("reads and discards the rest of a refused upload, so the client gets its 413 and its next request answered on the same connection", async () => {
    // A chunked JSON body of 1 MB (its cap is 64 KB), sent whole, then a second request on the same connection.
    const { port } = new URL(store!.origin);
    const chunk = "a".repeat(64 * 1024);
    const statuses = await new Promise<string[]>((resolve, reject) => {
      const socket = connect(Number(port), "127.0.0.1");
      let seen = "";
      const timer = setTimeout(() => {
        socket.destroy();
        resolve([...seen.matchAll(/^HTTP\/1\.1 (\d{3})/gm)].map((m) => m[1]).concat("timeout"));
      }, 20_000);
      socket.on("error", (err) => {
        clearTimeout(timer);
        reject(err);
      });
      socket.setEncoding("latin1");
      socket.on("data", (d: string) => {
        seen += d;
        const found = [...seen.matchAll(/^HTTP\/1\.1 (\d{3})/gm)].map((m) => m[1]);
        if (found.length === 2) {
          clearTimeout(timer);
          socket.destroy();
          resolve(found);
        }
      });
      socket.write(
        "POST /api/auth/jwt/create/ HTTP/1.1\r\nHost: store.test\r\nContent-Type: application/json\r\n" +
          "Transfer-Encoding: chunked\r\n\r\n" +
          `b\r\n{"email": "\r\n`,
      );
      for (let i = 0; i < 16; i++) socket.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`);
      socket.write("0\r\n\r\n");
      socket.write("GET /api/build/ HTTP/1.1\r\nHost: store.test\r\n\r\n");
    });
    expect(statuses).toEqual(["413", "200"]);
  });

  it("keeps memory within 100 MB of idle under twenty parallel 300 MB uploads of each kind, and answers others", async () => {
    const pid = store!.child.pid!;
    // Idle after the paths above were warmed up (first calls compile and cache their modules).
    await new Promise((r) => setTimeout(r, 1_000));
    const idle = rssOf(pid);
    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 50);
    let other: Response, otherMs: number, answers: Answer[], flood: Promise<Answer>[];
    try {
      flood = Object.values(uploads).flatMap((u) =>
        Array.from({ length: PARALLEL }, () => floodUpload(store!.origin, u)),
      );
      // Meanwhile another shopper is served.
      const started = Date.now();
      other = await fetch(`${store!.origin}/api/games/`, { signal: AbortSignal.timeout(20_000) });
      otherMs = Date.now() - started;
      answers = await Promise.all(flood);
      await new Promise((r) => setTimeout(r, 500));
    } finally {
      // Never left sampling past the test (the store is stopped after it).
      clearInterval(sampler);
    }
    peak = Math.max(peak, rssOf(pid));

    expect(other.status).toBe(200);
    expect(otherMs).toBeLessThan(10_000);
    expect(answers.map((a) => a.status)).toEqual(flood.map(() => 413));
    // Nobody had to send the whole 300 MB before being answered.
    expect(Math.max(...answers.map((a) => a.sent))).toBeLessThan(UPLOAD_BYTES);
    const rss = { idleMB: Math.round(idle / MB), peakMB: Math.round(peak / MB) };
    expect({ ...rss, withinBudget: peak - idle < 100 * MB }).toEqual({ ...rss, withinBudget: true });
    // And the server still serves afterwards.
    expect((await fetch(`${store!.origin}/api/games/`)).status).toBe(200);
  });
});
