// delivery_details/update/ of every kind: the e-mail and the account fields of the order's kind; fields left
// out stay as they are. Supply-channel servers are checked against the order's game again. Before payment it edits
// the draft; while the order is being sent and a provider refused some lines for wrong account details, it corrects
// the details and re-delivers those lines: they go back to `sending` and the order's delivery job is queued in the
// same transaction, so a correction is never saved without its re-delivery (or the other way round). Staff correct
// an order through the same steps (lib/server/orders/staff/correct-order-delivery.ts).
import { and, eq, inArray } from "drizzle-orm";
import { getDb, type Db } from "../../db/client";
import { games, orderLines, orders } from "../../db/schema";
import { nonFieldError } from "../../errors/domain-error";
import { enqueueJob } from "../../jobs/enqueue-job";
import { QUEUES } from "../../jobs/queues";
import { logger } from "../../logger";
import { orderNotFound, type OrderAccess, type OrderRow } from "../access/find-accessible-order";
import { lockAccessibleOrder } from "../access/lock-accessible-order";
import { requireOrderDraft } from "../order-draft";
import type { OrderKind } from "../order-resource-type";
import { updateCreatedOrder } from "../update-order";
import { validateChangedPlayerId } from "../validate-player-id";
import { resolveSupplyServer } from "./supply-server";

export type Details = {
  email?: string;
  game_account_id?: string;
  steam_account_id?: string;
  moogold_user_id?: string;
  moogold_server?: number | null;
  moogold_server_custom_id?: string | null;
  /** The order's hash from its page or e-mail link: proves access from a browser without the cookie. */
  order_hash?: string;
};

/** The order columns the body changes, validated as when the order was created. */
async function detailsChange(tx: Db, kind: OrderKind, order: OrderRow, d: Details) {
  await validateChangedPlayerId(tx, kind, order.gameId, d);
  const set = {
    ...(d.email !== undefined ? { email: d.email } : {}),
    ...(kind === "standoff" && d.game_account_id !== undefined ? { gameAccountId: d.game_account_id } : {}),
    ...(kind === "steam" && d.steam_account_id !== undefined ? { steamAccountId: d.steam_account_id } : {}),
    ...(kind === "supply" && d.moogold_user_id !== undefined ? { supplyUserId: d.moogold_user_id } : {}),
  };
  const changesServer = d.moogold_server !== undefined || d.moogold_server_custom_id !== undefined;
  if (kind !== "supply" || !changesServer || order.gameId === null) return set;
  const [game] = await tx.select().from(games).where(eq(games.id, order.gameId));
  const server = await resolveSupplyServer(
    tx,
    game,
    {
      server: d.moogold_server === undefined ? order.supplyServer : d.moogold_server,
      customId:
        d.moogold_server_custom_id === undefined ? order.supplyServerCustomId : d.moogold_server_custom_id,
    },
    { server: "moogold_server", customId: "moogold_server_custom_id" },
  );
  return { ...set, ...server };
}

/**
 * Corrects a `sending` order whose lines wait for new details and queues their re-delivery; false when the order
 * is still a draft (`created`), which the draft path handles. Any other state is refused.
 */
async function correctWaitingLines(
  tx: Db,
  access: OrderAccess,
  orderId: number,
  kind: OrderKind,
  d: Details,
): Promise<boolean> {
  const order = await lockAccessibleOrder(tx, access, orderId);
  // Another kind's call on this id: as if the order did not exist.
  if (order.kind !== kind) throw orderNotFound();
  if (order.status === "created") return false;
  const waiting = and(eq(orderLines.orderId, order.id), eq(orderLines.status, "incorrect-details"));
  const lines = order.status === "sending" ? await tx.select().from(orderLines).where(waiting) : [];
  if (!lines.length) {
    throw nonFieldError(
      order.status === "sending"
        ? "Данные доставки сейчас менять не нужно: заказ уже выполняется."
        : "Заказ уже нельзя изменить: его оплата начата или он завершён.",
    );
  }
  await redeliverWithDetails(
    tx,
    order,
    kind,
    d,
    lines.map((l) => l.id),
  );
  logger.info({ orderId: order.id, lines: lines.length }, "delivery details corrected: re-delivering");
  return true;
}

/**
 * Saves the corrected details of the locked `order` (checked as at creation) and sends its lines `lineIds` (locked
 * too) back to delivery, the order's delivery job queued in the caller's transaction; answers the job's id.
 */
export async function redeliverWithDetails(
  tx: Db,
  order: OrderRow,
  kind: OrderKind,
  d: Details,
  lineIds: number[],
) {
  await tx
    .update(orders)
    .set({ ...(await detailsChange(tx, kind, order, d)), updated: new Date() })
    .where(eq(orders.id, order.id));
  // The refused request is forgotten (no reference, no fault): the job asks the provider afresh with the new
  // details under the line's same idempotency key.
  await tx
    .update(orderLines)
    .set({ status: "sending", providerRef: null, deliveryError: null, deliveryData: null })
    .where(and(eq(orderLines.orderId, order.id), inArray(orderLines.id, lineIds)));
  return enqueueJob(tx, QUEUES.deliverOrder, { orderId: order.id });
}

export async function updateDeliveryDetails(
  callerAccess: OrderAccess,
  orderId: number,
  kind: OrderKind,
  d: Details,
) {
  const access = { ...callerAccess, orderHash: d.order_hash };
  const db = await getDb();
  const isRedelivered = await db.transaction((tx) => correctWaitingLines(tx, access, orderId, kind, d));
  if (isRedelivered) return requireOrderDraft(orderId);
  return updateCreatedOrder(access, orderId, kind, async (tx, order) => ({
    set: await detailsChange(tx, kind, order, d),
  }));
}
