// The draft of an order (read-model/to-order-draft.ts): answered by every create and update call and by
// GET /api/orders/{hash}/.
import { getDb, type Db } from "../db/client";
import { loadOneOrder } from "./read-model/load-one-order";
import { toOrderDraft } from "./read-model/to-order-draft";

/** The draft of an order by id or hash; null when there is no such order. */
export async function getOrderDraft(where: { id: number } | { hash: string }, db?: Db) {
  const handle = db ?? (await getDb());
  const loaded = await loadOneOrder(handle, where);
  return loaded ? toOrderDraft(loaded) : null;
}

export type OrderDraft = NonNullable<Awaited<ReturnType<typeof getOrderDraft>>>;

/** The draft of an order that exists (just created or checked). */
export async function requireOrderDraft(orderId: number, db?: Db): Promise<OrderDraft> {
  const draft = await getOrderDraft({ id: orderId }, db);
  if (!draft) throw new Error(`order ${orderId} vanished`);
  return draft;
}
