// The Kinguin adapter (Rokky keys) against a fake eCommerce API that checks X-Api-Key and answers documented shapes.
import { TransientDeliveryError, type DeliveryRequest } from "@/lib/server/fulfilment/provider";
import { createKinguinProvider } from "@/lib/server/fulfilment/providers/kinguin-provider";
import { startFakeServer, type FakeAnswer, type FakeRequest } from "./fulfilment-fake-server";

const KEY = "kinguin-key-1";
type Order = { orderId: string; orderExternalId: string; status: string; totalQty: number; keys: string[] };
const orders: Order[] = [];
const faults = { status500: 0, hang: false, lookup400: false };

const error = (status: number, kind: string, detail: string): FakeAnswer => ({
  status,
  json: { kind, status, title: kind, detail, path: "/v2/order", method: "POST", trace: "x", timestamp: "t" },
});

function handle(req: FakeRequest): FakeAnswer {
  if (faults.hang) return { status: 200, json: {}, delayMs: 1500 };
  if (faults.status500 > 0 && faults.status500--) return { status: 500, text: "<html>oops</html>" };
  if (req.headers["x-api-key"] !== KEY) return error(401, "Authorization", "Invalid authentication data.");
  const url = new URL(req.url, "http://x");
  // A lookup refused for another reason than "not found": says nothing about the order.
  if (faults.lookup400 && req.method === "GET" && url.pathname.startsWith("/esa/api/v1/order"))
    return error(400, "Http", "Too many requests");
  if (req.method === "POST" && url.pathname === "/esa/api/v2/order") {
    const body = JSON.parse(req.body) as {
      products: { productId: string; qty: number; price: number }[];
      orderExternalId: string;
    };
    const [p] = body.products;
    if (p.productId === "gone") return error(400, "ProductUnavailable", "No offers for the price");
    if (p.productId === "poor") return error(400, "InsufficientBalance", "Top up");
    const order = {
      orderId: `PHS${orders.length + 1}`,
      orderExternalId: body.orderExternalId,
      status: "processing",
      totalQty: p.qty,
      keys: [],
    };
    orders.push(order);
    return {
      status: 201,
      json: { ...order, keys: undefined, products: [{ productId: p.productId, qty: p.qty, keys: [] }] },
    };
  }
  if (req.method === "GET" && url.pathname === "/esa/api/v1/order") {
    const results = orders.filter((o) => o.orderExternalId === url.searchParams.get("orderExternalId"));
    return {
      status: 200,
      json: { results: results.map((o) => ({ ...o, keys: undefined })), item_count: results.length },
    };
  }
  const keys = url.pathname.match(/^\/esa\/api\/v2\/order\/([^/]+)\/keys$/);
  if (req.method === "GET" && keys) {
    const order = orders.find((o) => o.orderId === keys[1]);
    if (!order) return error(404, "OrderNotFound", "Order not found");
    return {
      status: 200,
      json: order.keys.map((serial) => ({
        serial,
        type: "text/plain",
        name: "Game Steam CD Key",
        kinguinId: 1949,
        offerId: "o",
        productId: "p",
      })),
    };
  }
  const one = url.pathname.match(/^\/esa\/api\/v1\/order\/([^/]+)$/);
  if (req.method === "GET" && one) {
    const order = orders.find((o) => o.orderId === one[1]);
    return order
      ? { status: 200, json: { ...order, keys: undefined } }
      : error(404, "OrderNotFound", "Order not found");
  }
  return error(404, "Http", "No route");
}

let server: Awaited<ReturnType<typeof startFakeServer>>;
beforeAll(async () => {
  server = await startFakeServer(handle);
});
afterAll(() => server.close());

const provider = (apiKey = KEY) =>
  createKinguinProvider({ apiKey, apiUrl: `${server.url}/esa/api`, timeoutMs: 300 });
let seq = 0;
const request = (externalId: string | null, quantity = 1): DeliveryRequest => ({
  idempotencyKey: `line-${++seq}`,
  orderId: seq,
  lineId: seq,
  quantity,
  amount: "999.00",
  product: { id: 1, title: "Cyberpunk 2077", externalId, amountUc: null, gold: null },
  account: {},
  email: "buyer@example.com",
});

it("places an order with orderExternalId = our key and hands over its keys once delivered", async () => {
  const req = request("5c9b68662539a4e8f17ae2fe:5.79", 2);
  const placed = await provider().deliver(req);
  expect(placed).toEqual({ kind: "pending", providerRef: "PHS1", retryInSeconds: 10 });
  const post = server.requests.find((r) => r.method === "POST")!;
  expect(JSON.parse(post.body)).toEqual({
    products: [{ productId: "5c9b68662539a4e8f17ae2fe", qty: 2, price: 5.79, keyType: "text" }],
    orderExternalId: req.idempotencyKey,
  });
  orders[0].keys = ["AAAA-BBBB", "CCCC-DDDD"];
  orders[0].status = "completed";
  const done = await provider().check(req, "PHS1");
  expect(done).toMatchObject({ kind: "delivered", providerRef: "PHS1" });
  if (done.kind !== "delivered") throw new Error("not delivered");
  expect(done.items.map((i) => i.code)).toEqual(["AAAA-BBBB", "CCCC-DDDD"]);
  expect(done.items[0].instructions).toContain("Активировать в Steam");
  // A retry of the line finds the order by orderExternalId instead of buying again.
  expect(await provider().deliver(req)).toEqual(done);
  expect(server.requests.filter((r) => r.method === "POST")).toHaveLength(1);
});

it("maps refusals and faults", async () => {
  expect(await provider().deliver(request("gone:1.00"))).toMatchObject({ kind: "failed" });
  expect(await provider().deliver(request(null))).toMatchObject({ kind: "failed" });
  await expect(provider().deliver(request("poor:1.00"))).rejects.toBeInstanceOf(TransientDeliveryError);
  await expect(provider("wrong").deliver(request("p:1.00"))).rejects.toThrow(/401/);
  faults.status500 = 1;
  await expect(provider().deliver(request("p:1.00"))).rejects.toThrow(/HTTP 500/);
  faults.hang = true;
  await expect(provider().deliver(request("p:1.00"))).rejects.toThrow(/timeout/);
  faults.hang = false;
  const cancelled = request("p:1.00");
  await provider().deliver(cancelled);
  orders[orders.length - 1].status = "canceled";
  expect(await provider().check(cancelled, orders[orders.length - 1].orderId)).toMatchObject({
    kind: "failed",
  });
});

it("never reads an unclear lookup refusal as no order: nothing placed twice, nothing refunded", async () => {
  const req = request("p1:1.00");
  const placed = await provider().deliver(req);
  expect(placed).toMatchObject({ kind: "pending" });
  const ref = placed.kind === "pending" ? placed.providerRef : "";
  faults.lookup400 = true;
  try {
    await expect(provider().check(req, ref)).rejects.toBeInstanceOf(TransientDeliveryError);
    await expect(provider().find(req)).rejects.toBeInstanceOf(TransientDeliveryError);
    await expect(provider().deliver(request("gone:1.00"))).rejects.toBeInstanceOf(TransientDeliveryError);
  } finally {
    faults.lookup400 = false;
  }
  expect(orders.filter((o) => o.orderExternalId === req.idempotencyKey)).toHaveLength(1);
  expect(await provider().check(req, ref)).toMatchObject({ kind: "pending" });
});
