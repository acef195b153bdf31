// The demo order history, produced by the store itself: every order of the seed lists is created by its kind's
// service, paid through the sandbox provider (the signed webhook, handled by the webhook handler), delivered by
// the fulfilment service through the sandbox providers, and a Standoff lot bought through the operator's queue
// call. So every seeded order agrees between its status, payment data, order page and the payment ledger.
// Runs once, on a demo database whose catalogue is seeded and that has no order yet; several instances starting
// together wait for one another on an advisory lock. A seed order that does not end where its list says fails the
// run loudly: the lists and the services have drifted apart.
import { desc, eq, inArray, sql } from "drizzle-orm";
import { getDb } from "../db/client";
import { orderLines, orders, payments } from "../db/schema";
import { withSessionLock } from "../db/session-lock";
import { hoursBefore } from "../db/seed/time";
import { markStandoffBought } from "../fulfilment/standoff-queue";
import { answerJsonCallback } from "../http/answer-json-callback";
import { errorAnswerOf } from "../http/error-answer";
import { decideSandboxPayment, type FetchLike } from "../payments/sandbox/decide-sandbox-payment";
import { backdateDemoOrders } from "./backdate-demo-orders";
import { deliverDemoBatch } from "./deliver-demo-batch";
import { demoDeliverySeconds } from "./demo-delivery-seconds";
import { insertDemoFeedback } from "./insert-demo-feedback";
import { loadDemoRefs, type DemoRefs } from "./load-demo-refs";
import type { OrderSeed } from "./order-seed";
import { orderSeeds } from "./order-seeds";
import { placeDemoOrder } from "./place-demo-order";

const DEMO_ORDERS_LOCK_KEY = 7_301_946_114;

/** The sandbox's webhook, delivered to the store's handler in this process instead of over HTTP. */
const webhookInProcess: FetchLike = async (url, init) => {
  try {
    const answer = await answerJsonCallback("sandbox", new Request(url, init));
    return Response.json(answer);
  } catch (err) {
    const known = errorAnswerOf(err);
    if (known) return Response.json(known.body, { status: known.status });
    throw err;
  }
};

/** The shopper approves the order's payment on the sandbox's page (a payment the balance covered is done). */
async function approvePayment(orderId: number): Promise<void> {
  const db = await getDb();
  const [payment] = await db
    .select({ id: payments.providerPaymentId, provider: payments.provider })
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.id))
    .limit(1);
  if (payment?.provider === "balance") return;
  if (payment?.provider !== "sandbox")
    throw new Error(`Demo orders: order ${orderId} has no sandbox payment`);
  await decideSandboxPayment(payment.id, "approve", webhookInProcess);
}

/** The operator bought the skin of every delivered Standoff order's lot. */
async function buyStandoffLots(orderIds: number[]): Promise<void> {
  if (!orderIds.length) return;
  const db = await getDb();
  const lines = await db
    .select({ id: orderLines.id })
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(orderLines.id);
  for (const line of lines) {
    const mark = await markStandoffBought(line.id);
    if (!mark.ok) throw new Error(`Demo orders: Standoff line ${line.id} not waiting (${mark.reason})`);
  }
}

async function checkOutcomes(placed: Map<OrderSeed, number>): Promise<void> {
  const db = await getDb();
  const rows = await db
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(inArray(orders.id, [...placed.values()]));
  const statusOf = new Map(rows.map((r) => [r.id, r.status]));
  const drift = [...placed]
    .filter(([seed, id]) => statusOf.get(id) !== seed.status)
    .map(([seed, id]) => `${seed.key}: ${statusOf.get(id)} instead of ${seed.status}`);
  if (drift.length) throw new Error(`Demo orders ended elsewhere than their seed says: ${drift.join("; ")}`);
}

/** Places, pays and delivers one batch of seeds (adding them to `placed`). */
async function placeAndDeliver(batch: OrderSeed[], refs: DemoRefs, placed: Map<OrderSeed, number>) {
  const ids = new Map<OrderSeed, number>();
  for (const seed of batch) {
    const orderId = await placeDemoOrder(seed, refs);
    ids.set(seed, orderId);
    placed.set(seed, orderId);
    if (seed.status !== "waiting_for_payment") await approvePayment(orderId);
  }
  const idsOf = (pick: (s: OrderSeed) => boolean) =>
    [...ids].filter(([seed]) => pick(seed)).map(([, id]) => id);
  // A "paid" order keeps its delivery job in the queue: the worker delivers it when the store runs.
  await deliverDemoBatch(idsOf((s) => s.status !== "waiting_for_payment" && s.status !== "paid"));
  // The operator buys each delivered Standoff lot; the delivery job that follows settles the order.
  const bought = idsOf((s) => s.kind === "standoff" && s.status === "done");
  await buyStandoffLots(bought);
  await deliverDemoBatch(bought);
}

/** Places the demo order history; answers how many orders it placed (0 when there was nothing to do). */
export async function seedDemoOrders(): Promise<number> {
  const db = await getDb();
  return withSessionLock(db, DEMO_ORDERS_LOCK_KEY, async () => {
    const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(orders);
    if (count > 0) return 0;
    const refs = await loadDemoRefs(db);
    if (!refs) return 0;

    const now = new Date();
    // Oldest first, so that order ids grow with time as in a real store.
    const seeds = [...orderSeeds].sort((a, b) => b.hoursAgo - a.hoursAgo);
    const placed = new Map<OrderSeed, number>();

    // An order that spends its owner's balance is placed once the refunds and cashback crediting it are done.
    for (const later of [false, true]) {
      await placeAndDeliver(
        seeds.filter((s) => (s.afterDeliveries ?? false) === later),
        refs,
        placed,
      );
    }
    await checkOutcomes(placed);

    await backdateDemoOrders(
      db,
      [...placed].map(([seed, orderId]) => ({
        orderId,
        at: hoursBefore(now, seed.hoursAgo),
        deliverySeconds: demoDeliverySeconds(seed),
      })),
    );
    const created = new Map(
      (await db.select({ id: orders.id, created: orders.created }).from(orders)).map((o) => [
        o.id,
        o.created,
      ]),
    );
    await insertDemoFeedback(
      db,
      new Map([...placed].map(([seed, id]) => [seed.key, { id, created: created.get(id)! }])),
    );
    return placed.size;
  });
}
