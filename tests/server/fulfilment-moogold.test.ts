// The MooGold adapter against a fake reseller API that checks Basic auth and the HMAC signature as MooGold does.
import { createHmac } from "node:crypto";
import { TransientDeliveryError, type DeliveryRequest } from "@/lib/server/fulfilment/provider";
import { createMoogoldProvider } from "@/lib/server/fulfilment/providers/moogold-provider";
import { startFakeServer, type FakeAnswer, type FakeRequest } from "./fulfilment-fake-server";

const PARTNER = "partner-42";
const SECRET = "s3cr3t-key";
const PREFIX = "/wp-json/v1/api/";

type Order = { order_id: number; status: string; data: Record<string, string>; partner: string };
const orders = new Map<string, Order>();
let nextOrderId = 9000;
const faults: { status500?: number; hang?: boolean; createThen500?: boolean; lookupRefusal?: string } = {};

function refuse(message: string): FakeAnswer {
  return { status: 400, json: { err_code: "400", err_message: message } };
}

function handle(req: FakeRequest): FakeAnswer {
  if (faults.hang) return { status: 200, json: {}, delayMs: 1500 };
  if (faults.status500 && faults.status500-- > 0) return { status: 502, text: "<html>Bad gateway</html>" };
  if (req.method !== "POST" || !req.url.startsWith(PREFIX))
    return { status: 404, json: { code: "rest_no_route" } };
  const route = req.url.slice(PREFIX.length);
  const timestamp = String(req.headers.timestamp ?? "");
  const expected = createHmac("sha256", SECRET)
    .update(req.body + timestamp + route)
    .digest("hex");
  const basic = `Basic ${Buffer.from(`${PARTNER}:${SECRET}`).toString("base64")}`;
  if (
    req.headers.authorization !== basic ||
    req.headers.auth !== expected ||
    !/^\d+$/.test(timestamp) ||
    Math.abs(Number(timestamp) - Date.now() / 1000) > 300
  )
    return { status: 401, json: { err_code: "401", err_message: "Invalid signature" } };
  const body = JSON.parse(req.body) as Record<string, unknown>;
  if (body.path !== route) return refuse("Path mismatch");
  if (route === "order/order_detail_partner_id") {
    // A refusal that is not "not found" (a rate limit, a hiccup): says nothing about the order.
    if (faults.lookupRefusal) return { status: 200, json: { status: false, message: faults.lookupRefusal } };
    const order = orders.get(String(body.partner_order_id));
    if (!order) return refuse("Order not found");
    return {
      status: 200,
      json: {
        order_id: order.order_id,
        date_created: { date: "2025-01-01 10:00:00.000000", timezone_type: 3, timezone: "UTC" },
        order_status: order.status,
        item: [
          {
            product: "Mobile Legends 86 Diamonds",
            variation_id: order.data["product-id"],
            quantity: order.data.quantity,
            price: "1.50",
            player_id: order.data["User ID"],
            server_id: order.data.Server ?? "",
            voucher_code:
              order.status === "completed" && order.data["product-id"] === "voucher" ? ["VC-1", "VC-2"] : [],
          },
        ],
        partner_order_id: order.partner,
      },
    };
  }
  if (route === "order/create_order") {
    const data = body.data as Record<string, string>;
    if (data["User ID"].endsWith("999")) return refuse("Invalid User ID");
    if (data["User ID"].endsWith("998")) return refuse("Invalid Server");
    if (data["product-id"] === "oos") return refuse("Product is out of stock");
    if (data["product-id"] === "poor") return refuse("Insufficient balance");
    const order = {
      order_id: nextOrderId++,
      status: "processing",
      data,
      partner: String(body.partnerOrderId),
    };
    orders.set(order.partner, order);
    if (faults.createThen500) return { status: 503, text: "busy" };
    return {
      status: 200,
      json: {
        status: true,
        message: "Order created",
        account_details: { player_id: data["User ID"], server_id: data.Server, order_id: order.order_id },
      },
    };
  }
  if (route === "product/validate") {
    const data = body.data as Record<string, string>;
    if (data["User ID"].endsWith("999"))
      return { status: 200, json: { status: false, message: "Invalid user" } };
    return { status: 200, json: { status: true, message: "OK", username: "ProGamer" } };
  }
  return refuse("Unknown route");
}

let server: Awaited<ReturnType<typeof startFakeServer>>;
beforeAll(async () => {
  server = await startFakeServer(handle);
});
afterAll(() => server.close());
beforeEach(() => {
  faults.status500 = 0;
  faults.hang = false;
  faults.createThen500 = false;
  faults.lookupRefusal = undefined;
  server.requests.length = 0;
});

// 2 s leaves room for a loaded CI machine (300 ms once timed out a normal answer); the timeout test sets 300 ms.
const provider = (secret = SECRET, timeoutMs = 2_000) =>
  createMoogoldProvider({
    partnerId: PARTNER,
    secretKey: secret,
    apiUrl: `${server.url}${PREFIX}`,
    timeoutMs,
  });

let seq = 0;
const request = (userId: string, externalId = "var-86"): DeliveryRequest => ({
  idempotencyKey: `line-${++seq}`,
  orderId: seq,
  lineId: seq,
  quantity: 2,
  amount: "300.00",
  product: { id: 1, title: "86 алмазов", externalId, amountUc: null, gold: null },
  account: { supplyUserId: userId, supplyServer: "2001" },
  email: "buyer@example.com",
});

it("places a signed order with our line key as partnerOrderId, polls it and reads the delivery", async () => {
  const req = request("123456");
  const placed = await provider().deliver(req);
  expect(placed).toEqual({ kind: "pending", providerRef: expect.any(String), retryInSeconds: 15 });
  const create = server.requests.find((r) => r.url.endsWith("order/create_order"))!;
  expect(JSON.parse(create.body)).toEqual({
    path: "order/create_order",
    data: { category: "1", "product-id": "var-86", quantity: "2", "User ID": "123456", Server: "2001" },
    partnerOrderId: req.idempotencyKey,
  });
  expect(create.headers["content-type"]).toBe("application/json");
  if (placed.kind !== "pending") throw new Error("not pending");
  expect(await provider().check(req, placed.providerRef)).toMatchObject({ kind: "pending" });
  orders.get(req.idempotencyKey)!.status = "completed";
  expect(await provider().check(req, placed.providerRef)).toEqual({
    kind: "delivered",
    providerRef: placed.providerRef,
    items: [],
    detail: `Заказ MooGold № ${placed.providerRef} выполнен`,
  });
});

it("never places a line twice: a retry finds the order by partner id, also after a 5xx on create", async () => {
  const req = request("222333");
  await provider().deliver(req);
  await provider().deliver(req);
  const perKey = () =>
    server.requests.filter((r) => r.url.endsWith("create_order") && r.body.includes(req.idempotencyKey));
  expect(perKey()).toHaveLength(1);

  const lost = request("444555");
  faults.createThen500 = true;
  await expect(provider().deliver(lost)).rejects.toBeInstanceOf(TransientDeliveryError);
  faults.createThen500 = false;
  expect(await provider().deliver(lost)).toMatchObject({ kind: "pending" });
  expect(
    server.requests.filter((r) => r.url.endsWith("create_order") && r.body.includes(lost.idempotencyKey)),
  ).toHaveLength(1);
});

it("reads only MooGold's 'not found' as no order: an unclear lookup refusal never places twice or refunds", async () => {
  const req = request("333444");
  expect(await provider().deliver(req)).toMatchObject({ kind: "pending" });
  faults.lookupRefusal = "Too many requests, please try again later";
  // Accepted earlier: neither placed again nor settled, but asked again later.
  await expect(provider().check(req, "ref")).rejects.toBeInstanceOf(TransientDeliveryError);
  // The refund's question ("does MooGold hold it?") gets no "no" it did not say.
  await expect(provider().find(req)).rejects.toBeInstanceOf(TransientDeliveryError);
  // A refused create is no verdict while MooGold will not say what it holds.
  await expect(provider().deliver(request("100999"))).rejects.toBeInstanceOf(TransientDeliveryError);
  expect(
    server.requests.filter((r) => r.url.endsWith("create_order") && r.body.includes(req.idempotencyKey)),
  ).toHaveLength(1);
  faults.lookupRefusal = undefined;
  expect(await provider().check(req, "ref")).toMatchObject({ kind: "pending" });
  expect(await provider().find(request("0"))).toBeNull();
});

it("hands over e-voucher codes of a completed order", async () => {
  const req = request("777888", "voucher");
  await provider().deliver(req);
  orders.get(req.idempotencyKey)!.status = "completed";
  expect(await provider().check(req, "x")).toMatchObject({
    kind: "delivered",
    items: [{ code: "VC-1" }, { code: "VC-2" }],
  });
});

it("is refused with a wrong secret (the fake checks the signature) and places nothing", async () => {
  const req = request("123123");
  await expect(provider("wrong-secret").deliver(req)).rejects.toBeInstanceOf(TransientDeliveryError);
  expect(orders.has(req.idempotencyKey)).toBe(false);
});

it("maps refusals: unknown player, out of stock, empty balance, cancelled order", async () => {
  expect(await provider().deliver(request("100999"))).toEqual({
    kind: "incorrect_details",
    field: "supplyUserId",
    message: "Игрок с таким ID не найден",
  });
  expect(await provider().deliver(request("100998"))).toMatchObject({ field: "supplyServer" });
  expect(await provider().deliver(request("1", "oos"))).toMatchObject({ kind: "failed" });
  await expect(provider().deliver(request("1", "poor"))).rejects.toBeInstanceOf(TransientDeliveryError);
  const req = request("5");
  await provider().deliver(req);
  orders.get(req.idempotencyKey)!.status = "refunded";
  expect(await provider().check(req, "x")).toMatchObject({ kind: "failed" });
});

it("turns 5xx answers and timeouts into transient faults", async () => {
  faults.status500 = 5;
  await expect(provider().deliver(request("1"))).rejects.toBeInstanceOf(TransientDeliveryError);
  faults.status500 = 0;
  faults.hang = true;
  const started = Date.now();
  await expect(provider(SECRET, 300).deliver(request("1"))).rejects.toThrow(/timeout/);
  expect(Date.now() - started).toBeLessThan(1400);
});

it("looks a player up through product/validate", async () => {
  const lookup = provider().lookupPlayer!;
  expect(await lookup({ productExternalId: "var-86", userId: "123", server: "2001" })).toEqual({
    kind: "found",
    nickname: "ProGamer",
  });
  expect(await lookup({ productExternalId: "var-86", userId: "999" })).toMatchObject({ kind: "not_found" });
  expect(await lookup({ productExternalId: null, userId: "123" })).toEqual({ kind: "unsupported" });
  const validate = server.requests.find((r) => r.url.endsWith("product/validate"))!;
  expect(JSON.parse(validate.body)).toEqual({
    path: "product/validate",
    data: { "product-id": "var-86", "User ID": "123", Server: "2001" },
  });
});
