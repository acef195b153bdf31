// Fake suppliers for the API tests: a MooGold reseller API and a Kinguin key distributor on 127.0.0.1, real HTTP
// for the store's real adapters, each remembering its orders by our idempotency key and failing as `supplier` says:
// down (503 on everything), taking an order but losing the answer, refusing it, or holding a request (on the wire,
// not yet taken) until released. `useFakeSuppliers(t)` points the store at them for a suite.
import { eq } from "drizzle-orm";
import { resetConfigForTests } from "@/lib/server/config";
import { gifts, products } from "@/lib/server/db/schema";
import { startFakeServer, type FakeAnswer, type FakeRequest } from "../server/fulfilment-fake-server";
import type { CheckoutEnv } from "./orders-test-kit";

/** The reseller's orders by partner order id (our line key), and how it fails. */
export const placed = new Map<string, { order_id: number; order_status: string }>();
export const supplier = {
  down: false,
  loseCreateAnswer: false,
  refuseCreate: false,
  /** While set, an order request waits here before the supplier takes it (the call is on the wire): holdOrders. */
  hold: null as { arrived: () => void; released: Promise<void> } | null,
};

/** Holds the next order requests on the wire: `arrived` once one is there, `release` lets them through. */
export function holdOrders() {
  let arrived!: () => void;
  let release!: () => void;
  const there = new Promise<void>((resolve) => (arrived = resolve));
  supplier.hold = { arrived, released: new Promise<void>((resolve) => (release = resolve)) };
  return { arrived: there, release };
}

async function onTheWire() {
  if (!supplier.hold) return;
  supplier.hold.arrived();
  await supplier.hold.released;
}
let nextId = 5000;

async function reseller(req: FakeRequest): Promise<FakeAnswer> {
  if (supplier.down) return { status: 503, text: "<html>Service Unavailable</html>" };
  const route = req.url.replace(/^.*\/api\//, "");
  const body = JSON.parse(req.body || "{}") as Record<string, unknown>;
  if (route === "order/create_order") {
    await onTheWire();
    // Taken, but the answer never arrives (a 503 from the reseller's proxy after the order was stored).
    if (supplier.refuseCreate) return { status: 503, text: "busy" };
    const order = { order_id: nextId++, order_status: "processing" };
    placed.set(String(body.partnerOrderId), order);
    if (supplier.loseCreateAnswer) return { status: 503, text: "busy" };
    return { status: 200, json: { status: true, account_details: { order_id: order.order_id } } };
  }
  if (route === "order/order_detail_partner_id") {
    const order = placed.get(String(body.partner_order_id));
    if (!order) return { status: 400, json: { err_code: "400", err_message: "Order not found" } };
    return { status: 200, json: { ...order, item: [] } };
  }
  if (route === "product/validate") return { status: 200, json: { status: true, username: "Player" } };
  return { status: 404, json: { code: "rest_no_route" } };
}

/** The key distributor's orders by our order key (Kinguin's orderExternalId), failing as `supplier` says. */
export const keyOrders = new Map<
  string,
  { orderId: string; status: string; totalQty: number; orderExternalId: string }
>();

async function distributor(req: FakeRequest): Promise<FakeAnswer> {
  if (supplier.down) return { status: 503, text: "<html>Service Unavailable</html>" };
  const url = new URL(req.url, "http://fake");
  if (req.method === "GET" && url.pathname === "/v1/order") {
    const order = keyOrders.get(url.searchParams.get("orderExternalId") ?? "");
    return { status: 200, json: { results: order ? [order] : [] } };
  }
  if (req.method === "POST" && url.pathname === "/v2/order") {
    await onTheWire();
    const key = String((JSON.parse(req.body) as { orderExternalId: string }).orderExternalId);
    const order = { orderId: `KG-${nextId++}`, status: "processing", totalQty: 1, orderExternalId: key };
    keyOrders.set(key, order);
    if (supplier.loseCreateAnswer) return { status: 503, text: "busy" };
    return { status: 201, json: order };
  }
  const one = url.pathname.match(/^\/v1\/order\/([^/]+)$/);
  if (one) {
    const order = [...keyOrders.values()].find((o) => o.orderId === one[1]);
    return order ? { status: 200, json: order } : { status: 404, json: { kind: "NotFound" } };
  }
  const keys = url.pathname.match(/^\/v2\/order\/([^/]+)\/keys$/);
  if (keys) {
    const order = [...keyOrders.values()].find((o) => o.orderId === keys[1]);
    return {
      status: 200,
      json: order?.status === "completed" ? [{ serial: "AAAAA-BBBBB-CCCCC", type: "text/plain" }] : [],
    };
  }
  return { status: 404, json: { kind: "NotFound" } };
}

/** For the suite: the store's supply channel and gifts served by the fakes, their products named as the fakes know them. */
export function useFakeSuppliers(t: CheckoutEnv) {
  let server: Awaited<ReturnType<typeof startFakeServer>>;
  let keysServer: Awaited<ReturnType<typeof startFakeServer>>;

  beforeAll(async () => {
    // Each engine's database numbers its lines and orders from 1 again: the suppliers forget the last engine's.
    placed.clear();
    keyOrders.clear();
    server = await startFakeServer(reseller);
    keysServer = await startFakeServer(distributor);
    Object.assign(process.env, {
      MOOGOLD_PARTNER_ID: "partner-1",
      MOOGOLD_SECRET_KEY: "secret-1",
      MOOGOLD_API_URL: `${server.url}/wp-json/v1/api/`,
      KINGUIN_API_KEY: "key-1",
      KINGUIN_API_URL: keysServer.url,
    });
    resetConfigForTests();
    await t.db
      .update(gifts)
      .set({ externalId: "5c9b68662539a4e8f17ae2fe:5.79" })
      .where(eq(gifts.id, t.c.gift.id));
    // The reseller's variation id of the product, which MooGold orders name.
    await t.db.update(products).set({ externalId: "var-100" }).where(eq(products.id, t.c.ffDiamonds.id));
  });
  afterAll(async () => {
    delete process.env.MOOGOLD_PARTNER_ID;
    delete process.env.MOOGOLD_SECRET_KEY;
    delete process.env.MOOGOLD_API_URL;
    delete process.env.KINGUIN_API_KEY;
    delete process.env.KINGUIN_API_URL;
    resetConfigForTests();
    await server.close();
    await keysServer.close();
  });
  beforeEach(() =>
    Object.assign(supplier, { down: false, loseCreateAnswer: false, refuseCreate: false, hold: null }),
  );
}
