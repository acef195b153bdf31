// The Steam top-up adapter (WATA Digital Goods, deposit mode) against a fake API checking the Bearer token.
import { TransientDeliveryError, type DeliveryRequest } from "@/lib/server/fulfilment/provider";
import { createSteamTopupProvider } from "@/lib/server/fulfilment/providers/steam-topup-provider";
import { startFakeServer, type FakeAnswer, type FakeRequest } from "./fulfilment-fake-server";

const TOKEN = "eyJ.terminal.token";
const orders = new Map<string, { orderId: string; account: string; netAmount: number; status: string }>();
const faults = { status500: 0, lookup400: false };

const invalid = (message: string, members: string[]): FakeAnswer => ({
  status: 400,
  json: {
    error: { code: null, message, details: null, data: null, validationErrors: [{ message, members }] },
  },
});

function handle(req: FakeRequest): FakeAnswer {
  if (faults.status500 > 0 && faults.status500--) return { status: 503, text: "" };
  if (req.headers.authorization !== `Bearer ${TOKEN}`) return { status: 401, text: "" };
  const status = req.url.match(/^\/api\/v1\/deposit\/order\/([^/?]+)$/);
  if (req.method === "GET" && status) {
    // A refusal that is not WATA's "not found" (404): says nothing about the order.
    if (faults.lookup400) return { status: 400, json: { error: { message: "Request limit exceeded" } } };
    const order = orders.get(decodeURIComponent(status[1]));
    return order
      ? { status: 200, json: order }
      : { status: 404, json: { error: { message: "Order not found" } } };
  }
  if (req.method === "POST" && req.url === "/api/v1/steam/deposit") {
    const body = JSON.parse(req.body) as { account: string; netAmount: number; orderId: string };
    if (body.account === "nobody") return invalid("Steam account not found", ["account"]);
    if (body.account === "poor") return invalid("Недостаточно средств на депозите", []);
    const order = { ...body, status: "Created" };
    orders.set(body.orderId, order);
    return { status: 200, json: order };
  }
  return { status: 404, text: "" };
}

let server: Awaited<ReturnType<typeof startFakeServer>>;
beforeAll(async () => {
  server = await startFakeServer(handle);
});
afterAll(() => server.close());

const provider = (token = TOKEN) =>
  createSteamTopupProvider({ token, apiUrl: `${server.url}/api`, timeoutMs: 300 });
let seq = 0;
const request = (login: string): DeliveryRequest => ({
  idempotencyKey: `line-${++seq}`,
  orderId: seq,
  lineId: seq,
  quantity: 1,
  amount: "1100.00",
  product: { id: 1, title: "Steam", externalId: null, amountUc: null, gold: null },
  account: { steamAccountId: login, steamAmount: "1000.00" },
  email: "buyer@example.com",
});

it("credits the promised roubles to the login under our order id, once", async () => {
  const req = request("gaben");
  expect(await provider().deliver(req)).toEqual({
    kind: "pending",
    providerRef: req.idempotencyKey,
    retryInSeconds: 10,
  });
  const post = server.requests.find((r) => r.method === "POST")!;
  expect(JSON.parse(post.body)).toEqual({ account: "gaben", netAmount: 1000, orderId: req.idempotencyKey });
  expect(post.headers["content-type"]).toBe("application/json");
  orders.get(req.idempotencyKey)!.status = "Success";
  const done = await provider().check(req, req.idempotencyKey);
  expect(done).toEqual({
    kind: "delivered",
    providerRef: req.idempotencyKey,
    items: [],
    detail: "Зачислено 1\u00a0000\u00a0₽ на кошелёк Steam логина gaben",
  });
  expect(await provider().deliver(req)).toEqual(done);
  expect(server.requests.filter((r) => r.method === "POST")).toHaveLength(1);
});

it("maps an unknown login, an empty deposit, a wrong token and 5xx", async () => {
  expect(await provider().deliver(request("nobody"))).toMatchObject({
    kind: "incorrect_details",
    field: "steamAccountId",
  });
  await expect(provider().deliver(request("poor"))).rejects.toBeInstanceOf(TransientDeliveryError);
  await expect(provider("expired").deliver(request("x"))).rejects.toThrow(/401/);
  faults.status500 = 1;
  await expect(provider().deliver(request("x"))).rejects.toThrow(/HTTP 503/);
});

it("reads only WATA's 404 as no order: an unclear lookup refusal never credits twice or refunds", async () => {
  const req = request("gabe");
  expect(await provider().deliver(req)).toMatchObject({ kind: "pending" });
  faults.lookup400 = true;
  try {
    await expect(provider().check(req, "ref")).rejects.toBeInstanceOf(TransientDeliveryError);
    await expect(provider().find(req)).rejects.toBeInstanceOf(TransientDeliveryError);
    await expect(provider().deliver(request("nobody"))).rejects.toBeInstanceOf(TransientDeliveryError);
  } finally {
    faults.lookup400 = false;
  }
  expect(await provider().check(req, "ref")).toMatchObject({ kind: "pending" });
  expect(await provider().find(request("x"))).toBeNull();
});
