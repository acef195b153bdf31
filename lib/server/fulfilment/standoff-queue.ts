// Standoff 2 gold is delivered through the game's market: the shopper lists the skin named in the Standoff
// settings at the price the order page states, and an operator buys it. Paid Standoff lines stay `sending`
// (deliver-line.ts answers waiting_operator) and wait here until the operator marks them bought, or unbuyable:
// refunded when the settings say needRefund, otherwise sent back to the shopper (incorrect-details) to list the
// skin again. Each mark checks in its transaction that the line is still waiting, and sends the order's delivery
// job in the same transaction, so the order settles (done, failed) and its e-mail goes out exactly once.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { checkControlChars } from "@/lib/schemas/control-chars";
import { publicOrigin } from "../auth/site-origin";
import { getDb, type Db } from "../db/client";
import { games, orderEvents, orderLines, orders, products } from "../db/schema";
import { enqueueJob } from "../jobs/enqueue-job";
import { QUEUES } from "../jobs/queues";
import { describeStandoffListing } from "../orders/describe-standoff-listing";
import { getStandoffSettings } from "../orders/kinds/standoff-settings";
import type { DeliveryLine } from "./delivery-line";
import { enqueueOrderMail } from "./fulfilment-mails";
import { refundLine } from "./refund-line";
import { ROW_LOCK } from "../db/row-lock";

export type StandoffQueueItem = {
  orderId: number;
  lineId: number;
  /** When the order was paid (null only for orders paid before the timeline existed). */
  paidAt: Date | null;
  gameAccountId: string | null;
  /** Absolute URL of the account's avatar, to find the shopper on the market. */
  avatarUrl: string | null;
  skinName: string;
  /** The exact price of the order's lot (all its waiting lines), in gold with two decimals. */
  price: string;
  /** Gold of the order's waiting lines. */
  gold: string;
  /** What the market's fee adds to the gold. */
  fee: string;
  surplus: string;
};

export type StandoffMark =
  | { ok: true; orderId: number; outcome: "completed" | "refunded" | "incorrect-details" }
  | { ok: false; reason: "not_found" | "not_waiting" };

const MAX_TEXT = 500;
const OPERATOR = "operator";

const absolute = (url: string | null) => (url && url.startsWith("/") ? `${publicOrigin()}${url}` : url);

/** Gold of the order's lines still waiting: one lot covers them all, as the order page states it. */
async function waitingGoldOf(db: Db, orderId: number): Promise<number> {
  const lines = await db
    .select({ quantity: orderLines.quantity, gold: products.gold })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(and(eq(orderLines.orderId, orderId), inArray(orderLines.status, ["processing", "sending"])));
  return lines.reduce((sum, l) => sum + (l.gold ?? 0) * l.quantity, 0);
}

/** Paid Standoff lines waiting for the operator, the longest-waiting first. */
export async function listStandoffQueue(db: Db): Promise<StandoffQueueItem[]> {
  const settings = await getStandoffSettings();
  const paidAt = sql<Date | null>`(select min(${orderEvents.created}) from ${orderEvents}
    where ${orderEvents.orderId} = ${orders.id} and ${orderEvents.status} = 'paid')`.mapWith(
    orderEvents.created,
  );
  const rows = await db
    .select({ line: orderLines, product: products, order: orders, paidAt })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(products, eq(products.id, orderLines.productId))
    .innerJoin(games, eq(games.id, products.gameId))
    .where(and(eq(games.kind, "standoff"), eq(orderLines.status, "sending"), eq(orders.status, "sending")))
    .orderBy(asc(orders.id), asc(orderLines.id));
  // The order page asks for one lot per order (describe-standoff-listing.ts): every line shows that lot's price.
  const goldOfOrder = new Map<number, number>();
  for (const r of rows) {
    goldOfOrder.set(r.order.id, (goldOfOrder.get(r.order.id) ?? 0) + (r.product.gold ?? 0) * r.line.quantity);
  }
  return rows.map((r) => {
    const lot = describeStandoffListing(settings, goldOfOrder.get(r.order.id)!, r.order.surplus);
    return {
      orderId: r.order.id,
      lineId: r.line.id,
      paidAt: r.paidAt,
      gameAccountId: r.order.gameAccountId,
      avatarUrl: absolute(r.order.gameAvatar),
      skinName: lot.skinName,
      price: lot.price,
      gold: lot.gold,
      fee: lot.fee,
      surplus: lot.surplus,
    };
  });
}

/** The operator's text, checked like any one-line field: it may reach the shopper. */
function cleanText(text: string, what: string): string {
  const value = text.trim();
  if (checkControlChars(value, false)) throw new RangeError(`${what}: управляющие символы недопустимы`);
  if (value.length > MAX_TEXT) throw new RangeError(`${what}: не длиннее ${MAX_TEXT} символов`);
  return value;
}

type MarkOutcome = "completed" | "refunded" | "incorrect-details";

/** Called in the marking transaction (the console writes its audit entry there, so both commit or neither). */
export type OnMarked = (
  tx: Db,
  mark: { orderId: number; lineId: number; outcome: MarkOutcome },
) => Promise<void>;

/** Runs `apply` on the line locked, only while it is a Standoff line still waiting for the operator. */
async function whileWaiting(
  lineId: number,
  apply: (tx: Db, d: DeliveryLine) => Promise<MarkOutcome>,
  onMarked?: OnMarked,
): Promise<StandoffMark> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(orderLines).where(eq(orderLines.id, lineId)).for(ROW_LOCK);
    if (!locked) return { ok: false, reason: "not_found" } as const;
    const [d] = await tx
      .select({ line: orderLines, product: products, kind: games.kind, order: orders })
      .from(orderLines)
      .innerJoin(products, eq(products.id, orderLines.productId))
      .innerJoin(games, eq(games.id, products.gameId))
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(eq(orderLines.id, lineId));
    if (d.kind !== "standoff") return { ok: false, reason: "not_found" } as const;
    if (d.line.status !== "sending" || d.order.status !== "sending") {
      return { ok: false, reason: "not_waiting" } as const;
    }
    const outcome = await apply(tx, d);
    await onMarked?.(tx, { orderId: d.order.id, lineId, outcome });
    // The delivery job settles the order (done or failed) and sends its e-mail; it commits with the mark.
    await enqueueJob(tx, QUEUES.deliverOrder, { orderId: d.order.id });
    return { ok: true, orderId: d.order.id, outcome } as const;
  });
}

/** The operator bought the shopper's skin: the line is delivered. */
export async function markStandoffBought(
  lineId: number,
  note = "",
  onMarked?: OnMarked,
): Promise<StandoffMark> {
  const detail = cleanText(note, "Комментарий") || "Скин куплен на рынке, голда у вас на аккаунте.";
  return whileWaiting(
    lineId,
    async (tx) => {
      await tx
        .update(orderLines)
        .set({
          status: "completed",
          provider: OPERATOR,
          deliveryData: { detail },
          deliveryError: null,
          deliveredAt: new Date(),
        })
        .where(eq(orderLines.id, lineId));
      return "completed";
    },
    onMarked,
  );
}

/**
 * The operator could not buy the skin (not listed, wrong price, unknown account). With needRefund the line is
 * refunded; otherwise the shopper is asked, by the order page and an e-mail, to list the skin at the stated price
 * and check the account id, and the fixed details send the line back to this queue.
 */
export async function markStandoffUnbuyable(
  lineId: number,
  reason: string,
  onMarked?: OnMarked,
): Promise<StandoffMark> {
  const why = cleanText(reason, "Причина");
  if (!why) throw new RangeError("Причина: укажите, почему скин не удалось купить");
  const settings = await getStandoffSettings();
  return whileWaiting(
    lineId,
    async (tx, d) => {
      if (settings.needRefund) {
        await tx.update(orderLines).set({ provider: OPERATOR }).where(eq(orderLines.id, lineId));
        await refundLine(tx, d, `Не удалось купить скин: ${why}`);
        return "refunded";
      }
      const { price } = describeStandoffListing(
        settings,
        await waitingGoldOf(tx, d.order.id),
        d.order.surplus,
      );
      const message =
        `Не удалось купить скин: ${why}. Выставьте «${settings.skinName}» на рынок ровно за ${price} G ` +
        `и проверьте ID аккаунта${d.order.gameAccountId ? ` (${d.order.gameAccountId})` : ""}.`;
      await tx
        .update(orderLines)
        .set({
          status: "incorrect-details",
          provider: OPERATOR,
          deliveryError: message.slice(0, MAX_TEXT),
          deliveryData: { field: "game_account_id" },
        })
        .where(eq(orderLines.id, lineId));
      await enqueueOrderMail(tx, d.order.id, "incorrect_details", publicOrigin());
      return "incorrect-details";
    },
    onMarked,
  );
}
