// Issue 9 sections 3 and 4 against the real server: an attacker's wrong passwords from one address never keep
// the owner out from another, and the sandbox checkout calls only our own origin, whatever Host it is sent.
import { createServer, request, type IncomingHttpHeaders, type Server } from "node:http";
import { disposeStore, findFreePort, startStore, type StoreProcess } from "./start-store";
import { buyAsGuest, supplyProduct } from "./store-shopper";

jest.setTimeout(180_000);

type Answer = { status: number; headers: IncomingHttpHeaders; text: string };

/** One HTTP exchange with full control of the headers (Host included) and of the source address. */
function send(
  store: StoreProcess,
  method: string,
  path: string,
  o: { headers?: Record<string, string>; body?: string; localAddress?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${store.origin}${path}`, {
      method,
      localAddress: o.localAddress,
      agent: false,
      headers: o.headers,
    });
    req.on("response", (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (d: string) => (text += d));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, text }));
    });
    req.on("error", reject);
    req.end(o.body);
  });
}

const json = { "content-type": "application/json", accept: "application/json" };

const signIn = (store: StoreProcess, password: string, from: string, extra: Record<string, string> = {}) =>
  send(store, "POST", "/api/auth/jwt/create/", {
    headers: { ...json, ...extra },
    body: JSON.stringify({ email: "demo@example.com", password }),
    localAddress: from,
  });

describe("the real server", () => {
  let store: StoreProcess | undefined;
  afterAll(() => disposeStore(store));
  beforeAll(async () => {
    store = await startStore();
  });

  it("sign-in: the attacker's address waits longer and longer; the owner from another address gets in", async () => {
    const s = store!;
    const statuses = [];
    for (let i = 0; i < 8; i++) {
      // Spoofed forwarding headers give no fresh budget: the peer address counts.
      const res = await signIn(s, `not-it-${i}`, "127.0.0.1", { "x-forwarded-for": `203.0.113.${i}` });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toContain(429);
    const locked = await signIn(s, "demo-password-2026", "127.0.0.1");
    expect(locked.status).toBe(429);
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(0);
    expect(JSON.parse(locked.text)).toEqual({
      detail: expect.stringMatching(/Повторите через \d+ с\./),
      code: "throttled",
    });
    const owner = await signIn(s, "demo-password-2026", "127.0.0.2");
    expect(owner.status).toBe(200);
    expect(JSON.parse(owner.text)).toHaveProperty("access");
  });

  describe("sandbox checkout", () => {
    let attacker: Server;
    let attackerPort: number;
    const attackerHits: string[] = [];
    beforeAll(async () => {
      attackerPort = await findFreePort();
      attacker = createServer((req, res) => {
        attackerHits.push(`${req.method} ${req.url}`);
        res.writeHead(200).end("{}");
      });
      await new Promise<void>((resolve) => attacker.listen(attackerPort, "127.0.0.1", resolve));
    });
    afterAll(() => new Promise<void>((resolve) => attacker.close(() => resolve())));

    /** A guest order of the demo catalogue with a pending sandbox card payment, and the browser's cookie. */
    async function pendingPayment(s: StoreProcess) {
      const games = JSON.parse((await send(s, "GET", "/api/games/?limit=100", { headers: json })).text);
      const product = games.results
        .filter((g: { is_auth_required: boolean }) => !g.is_auth_required)
        .flatMap((g: { products: { resourcetype: string; is_active: boolean }[] }) => g.products)
        .find(
          (p: { resourcetype: string; is_active: boolean }) =>
            p.resourcetype === "PUBGProduct" && p.is_active,
        );
      const created = await send(s, "POST", "/api/orders/pubg/", {
        headers: json,
        body: JSON.stringify({
          products: [{ product_id: product.id, quantity: Math.max(1, product.min_quantity) }],
          email: "guest@example.com",
        }),
      });
      expect(created.status).toBe(201);
      const order = JSON.parse(created.text) as { id: number; hash: string };
      const cookie = String(created.headers["set-cookie"]?.find((c) => c.startsWith("order_access="))).split(
        ";",
      )[0];
      const paid = await send(s, "POST", "/api/payments/sandbox-card/", {
        headers: { ...json, cookie },
        body: JSON.stringify({ order_id: order.id, currency: "RUB" }),
      });
      expect(paid.status).toBe(200);
      expect(JSON.parse(paid.text)).toEqual({
        type: "redirect",
        url: expect.stringMatching(/^\/sandbox\/pay\/[0-9a-f]{32}$/),
      });
      const status = async () =>
        JSON.parse(
          (await send(s, "GET", `/api/orders/status/${order.id}/`, { headers: { ...json, cookie } })).text,
        );
      return { order, paymentId: (await status()).payment_id as string, status };
    }

    const decide = (s: StoreProcess, paymentId: string, decision: string, host: string) =>
      send(s, "POST", `/sandbox/pay/${paymentId}/decision`, {
        headers: { host, "content-type": "application/x-www-form-urlencoded" },
        body: `decision=${decision}`,
      });

    it("a crafted Host neither receives the webhook nor changes the answer; the payment is applied through our own origin", async () => {
      const s = store!;
      const closedPort = await findFreePort();
      const answers = [];
      for (const host of [`127.0.0.1:${attackerPort}`, `127.0.0.1:${closedPort}`]) {
        const { order, paymentId, status } = await pendingPayment(s);
        const res = await decide(s, paymentId, "approve", host);
        answers.push([res.status, res.headers.location?.replace(order.hash, "{hash}"), res.text]);
        // Paid, and the server's own workers may already be delivering it.
        const paid = await status();
        expect(paid.payment_status).toBe("succeeded");
        expect(["paid", "sending", "sent", "done"]).toContain(paid.status);
      }
      expect(answers).toEqual([
        [303, "/orders/{hash}/pay", ""],
        [303, "/orders/{hash}/pay", ""],
      ]);
      expect(attackerHits).toEqual([]);
    });

    it("a decision on a payment that is no longer pending sends nothing and the page says so", async () => {
      const s = store!;
      const { paymentId, status } = await pendingPayment(s);
      await decide(s, paymentId, "decline", "127.0.0.1");
      expect(await status()).toMatchObject({ status: "waiting_for_payment", payment_status: "declined" });
      const again = await decide(s, paymentId, "approve", `127.0.0.1:${attackerPort}`);
      expect([again.status, again.headers.location]).toEqual([303, `/sandbox/pay/${paymentId}`]);
      expect(await status()).toMatchObject({ payment_status: "declined" });
      const page = await send(s, "GET", `/sandbox/pay/${paymentId}`);
      expect(page.text).toContain("Платёж уже обработан");
      expect(attackerHits).toEqual([]);
    });
  });
});

// `node server/serve.ts --port N` (as deploy/'s unit and the bench start it) with neither PORT nor SITE_URL set: the
// sandbox's webhook must reach this very process, not the default port 3000.
describe("a store started with --port only", () => {
  let store: StoreProcess | undefined;
  afterAll(() => disposeStore(store));

  it("takes a sandbox payment through its own port", async () => {
    store = await startStore({ env: { PORT: undefined, SITE_URL: undefined } });
    const bought = await buyAsGuest(store.origin, await supplyProduct(store.origin), {
      email: "port.only@example.org",
    });
    expect(bought.step).toBe("paid");
  });
});
