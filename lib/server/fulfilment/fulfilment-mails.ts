// The e-mails of an order's fulfilment (paid receipt, delivered, incorrect details, refunded), queued as jobs in
// the caller's transaction so a slow mail server never slows a request and no e-mail is sent for a change that
// rolled back. Built from what the database says at that moment, rendered by lib/server/mail/templates.
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { gifts, orderLines, orders, paymentLedger } from "../db/schema";
import { enqueueJobs } from "../jobs/enqueue-job";
import { QUEUES } from "../jobs/queues";
import type { MailMessage } from "../mail/mail-message";
import { orderMailJob } from "../mail/order-mail-job";
import { incorrectDetailsMail, type IncorrectDetailsField } from "../mail/templates/incorrect-details";
import { orderDeliveredMail, type DeliveredMailLine } from "../mail/templates/order-delivered";
import { orderReceiptMail } from "../mail/templates/order-receipt";
import { orderRefundedMail } from "../mail/templates/order-refunded";
import { describeStandoffListing, type StandoffListing } from "../orders/describe-standoff-listing";
import { getStandoffSettings } from "../orders/kinds/standoff-settings";
import { formatKopecks, toKopecks } from "@/lib/money/kopecks";
import { loadOrderMoney, type OrderMoney } from "../orders/order-money-view";
import { lineAmountKopecks } from "../orders/line-amount";
import { formatRub } from "../mail/templates/format-rub";
import { loadOrderLines } from "../orders/read-model/load-order-lines";
import type { DeliveredItem } from "./provider";
import { capturedOf, paymentOfOrder } from "./refund-shares";

export type OrderMailKind = "receipt" | "delivered" | "incorrect_details" | "refunded";

type OrderRow = typeof orders.$inferSelect;
type LineRow = { line: typeof orderLines.$inferSelect; title: string; kind: string; gold: number | null };

const itemsOf = (data: unknown): DeliveredItem[] => {
  const items = (data as { items?: DeliveredItem[] } | null)?.items;
  return Array.isArray(items) ? items : [];
};

function deliveredLine(order: OrderRow, l: LineRow): DeliveredMailLine {
  const title = l.title;
  switch (l.kind) {
    case "pubg":
      return { kind: "pubg", title, items: itemsOf(l.line.deliveryData) };
    case "steam":
      return {
        kind: "steam",
        title,
        credited: order.steamAmount ?? l.line.price,
        steamAccountId: order.steamAccountId ?? "",
      };
    case "standoff":
      return { kind: "standoff", title, gameAccountId: order.gameAccountId ?? "" };
    default:
      return {
        kind: "supply",
        title,
        quantity: l.line.quantity,
        playerId: order.supplyUserId ?? "",
        server: order.supplyServerCustomId,
      };
  }
}

type MailContext = {
  order: OrderRow;
  lines: LineRow[];
  giftTitle: string;
  /** A Standoff order's lot: the skin and the exact price (the order page's words). */
  standoffListing: StandoffListing | null;
  /** A gift order's refund: everything taken for it, balance share and method fee included (refundOrderInFull). */
  giftRefund: string;
  /** A guest's gift refund booked with a provider that pays it later (a job, an operator): not paid yet. */
  giftRefundPending: boolean;
  /** The order's money projection: the amounts the order page and the console show. */
  money: OrderMoney;
};

/** What refunding a gift order in full gives back (refundOrderInFull), and how its ledger entry says it went. */
async function giftRefundOf(tx: Db, order: OrderRow) {
  const [entry] = await tx
    .select({ outcome: paymentLedger.outcome })
    .from(paymentLedger)
    .where(and(eq(paymentLedger.orderId, order.id), eq(paymentLedger.event, "refund")))
    .orderBy(desc(paymentLedger.id))
    .limit(1);
  return {
    giftRefund: formatKopecks(capturedOf(order, await paymentOfOrder(tx, order))),
    giftRefundPending: entry?.outcome === "refund_pending",
  };
}

/**
 * The orders of `orderIds` with their lines and gift titles, in three queries whatever their number (and one for
 * each gift order's payment, whose capture its refund gives back).
 */
async function loadMailContexts(tx: Db, orderIds: readonly number[]): Promise<Map<number, MailContext>> {
  const contexts = new Map<number, MailContext>();
  if (!orderIds.length) return contexts;
  const ids = [...orderIds];
  const rows = await tx.select().from(orders).where(inArray(orders.id, ids));
  const lines = await loadOrderLines(tx, ids);
  const giftIds = [...new Set(rows.flatMap((o) => (o.giftId === null ? [] : [o.giftId])))];
  const giftRows = giftIds.length
    ? await tx.select({ id: gifts.id, title: gifts.title }).from(gifts).where(inArray(gifts.id, giftIds))
    : [];
  const standoff = rows.some((o) => o.kind === "standoff") ? await getStandoffSettings(tx) : null;
  const money = await loadOrderMoney(tx, rows);
  for (const order of rows) {
    const own: LineRow[] = (lines.get(order.id) ?? []).map(({ line, product, kind }) => ({
      line,
      title: product.title,
      kind,
      gold: product.gold,
    }));
    const gold = own.reduce((sum, l) => sum + (l.gold ?? 0) * l.line.quantity, 0);
    contexts.set(order.id, {
      order,
      lines: own,
      giftTitle: giftRows.find((g) => g.id === order.giftId)?.title ?? "Подарок",
      standoffListing:
        standoff && order.kind === "standoff" ? describeStandoffListing(standoff, gold, order.surplus) : null,
      ...(order.kind === "rokky"
        ? await giftRefundOf(tx, order)
        : { giftRefund: "0.00", giftRefundPending: false }),
      money: money.get(order.id)!,
    });
  }
  return contexts;
}

function renderOrderMail(
  { order, lines, giftTitle, standoffListing, giftRefund, giftRefundPending, money }: MailContext,
  kind: OrderMailKind,
  origin: string,
): MailMessage | null {
  if (!order.email) return null;
  const base = { to: order.email, orderId: order.id, orderUrl: `${origin}/orders/${order.hash}/details` };
  switch (kind) {
    case "receipt": {
      // Lines are the goods before the promo code, which the receipt takes off below them.
      const items =
        order.kind === "rokky"
          ? [{ title: giftTitle, quantity: 1, amount: order.totalWithoutPromocode }]
          : [];
      return orderReceiptMail({
        ...base,
        lines: [
          ...items,
          ...lines.map((l) => ({
            // A Steam top-up's quantity is the credited roubles: said in words, not as "× 1000".
            ...(order.kind === "steam" && order.steamAmount
              ? { title: `${l.title} на ${formatRub(order.steamAmount)}` }
              : { title: l.title, quantity: l.line.quantity }),
            amount: formatKopecks(lineAmountKopecks(l.line, order)),
          })),
        ],
        // What was paid, as the order page and the console say: the balance share plus the method's charge.
        total: money.paid,
        discount: money.promoDiscount,
        paidFromBalance: money.balanceShare,
        methodFee: money.methodFee,
        charge: money.charge,
        standoffListing: standoffListing && {
          skinName: standoffListing.skinName,
          price: standoffListing.price,
          gameAccountId: order.gameAccountId ?? "",
        },
      });
    }
    case "delivered": {
      const delivered = lines
        .filter((l) => l.line.status === "completed")
        .map((l) => deliveredLine(order, l));
      if (order.kind === "rokky") {
        delivered.push({
          kind: "key",
          title: giftTitle,
          items: itemsOf(order.deliveryData),
        });
      }
      const credited = order.userId !== null && toKopecks(order.cashback) > 0n;
      return orderDeliveredMail({
        ...base,
        lines: delivered,
        paid: money.isPaid ? money.paid : null,
        cashback: credited ? order.cashback : null,
      });
    }
    case "incorrect_details": {
      const wrong = lines.find((l) => l.line.status === "incorrect-details");
      if (!wrong) return null;
      const field = ((wrong.line.deliveryData as { field?: IncorrectDetailsField } | null)?.field ??
        "supplyUserId") as IncorrectDetailsField;
      const values: Record<IncorrectDetailsField, string | null> = {
        supplyUserId: order.supplyUserId,
        supplyServer: order.supplyServerCustomId,
        steamAccountId: order.steamAccountId,
        gameAccountId: order.gameAccountId,
      };
      return incorrectDetailsMail({
        ...base,
        productTitle: wrong.title,
        field,
        value: values[field] ?? undefined,
        providerMessage: wrong.line.deliveryError ?? "",
      });
    }
    case "refunded": {
      const refunded = lines.filter((l) => l.line.status === "refunded");
      const amount =
        order.kind === "rokky"
          ? giftRefund
          : formatKopecks(refunded.reduce((sum, l) => sum + toKopecks(l.line.refundAmount ?? "0"), 0n));
      // Where the money goes, and whether it has gone yet: a guest's refund booked with a provider that pays it
      // later (a Payselection job, a GetPay operator) is told as arranged, as the order page says, never as done.
      const pending =
        order.kind === "rokky"
          ? giftRefundPending
          : refunded.some((l) => l.line.refundMethod === "provider_pending");
      return orderRefundedMail({
        ...base,
        amount,
        destination: order.userId !== null ? "balance" : pending ? "card_pending" : "card",
        reason: refunded[0]?.line.deliveryError ?? order.rejectReason ?? "Заказ не удалось выполнить",
        titles: refunded.map((l) => l.title),
      });
    }
  }
}

/** Queues the e-mails of many orders at once (one job insert), in the caller's transaction. */
export async function enqueueOrderMails(
  tx: Db,
  wanted: readonly { orderId: number; kind: OrderMailKind }[],
  origin: string,
) {
  const contexts = await loadMailContexts(
    tx,
    wanted.map((w) => w.orderId),
  );
  const mails = wanted.flatMap(({ orderId, kind }) => {
    const context = contexts.get(orderId);
    const mail = context ? renderOrderMail(context, kind, origin) : null;
    return mail ? [{ data: orderMailJob(mail, orderId, kind) }] : [];
  });
  await enqueueJobs(tx, QUEUES.sendMail, mails);
}

export async function enqueueOrderMail(tx: Db, orderId: number, kind: OrderMailKind, origin: string) {
  await enqueueOrderMails(tx, [{ orderId, kind }], origin);
}
