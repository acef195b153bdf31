// GET /api/admin/orders/{id}/: everything the store knows of one order, for support to see why it is stuck:
// lines with their provider answers, the status timeline, payments, every payment-ledger entry naming the order
// and the staff actions on it. One query per part, whatever the order holds.
import { and, asc, eq } from "drizzle-orm";
import { getDb } from "../../db/client";
import {
  auditLog,
  games,
  gifts,
  orderEvents,
  orderLines,
  orders,
  paymentLedger,
  payments,
  products,
  promoCodes,
} from "../../db/schema";
import { notFound } from "../../errors/domain-error";
import { projectOrderMoney } from "../order-money-view";
import { toAdminOrder } from "./admin-order-row";
import { loadOrderMails, toAdminMail } from "./order-mails";
import { toAuditEntry } from "../../audit/to-audit-entry";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

async function loadOrder(id: number) {
  const db = await getDb();
  const [row] = await db
    .select({
      order: orders,
      game: { id: games.id, title: games.title },
      gift: { id: gifts.id, title: gifts.title },
      promoCode: promoCodes.code,
    })
    .from(orders)
    .leftJoin(games, eq(games.id, orders.gameId))
    .leftJoin(gifts, eq(gifts.id, orders.giftId))
    .leftJoin(promoCodes, eq(promoCodes.id, orders.promoCodeId))
    .where(eq(orders.id, id));
  return row;
}

async function loadParts(id: number) {
  const db = await getDb();
  return Promise.all([
    db
      .select({ line: orderLines, product: { id: products.id, title: products.title } })
      .from(orderLines)
      .innerJoin(products, eq(products.id, orderLines.productId))
      .where(eq(orderLines.orderId, id))
      .orderBy(asc(orderLines.id)),
    db
      .select({ status: orderEvents.status, created: orderEvents.created })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, id))
      .orderBy(asc(orderEvents.id)),
    db.select().from(payments).where(eq(payments.orderId, id)).orderBy(asc(payments.id)),
    db.select().from(paymentLedger).where(eq(paymentLedger.orderId, id)).orderBy(asc(paymentLedger.id)),
    db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "order"), eq(auditLog.targetId, String(id))))
      .orderBy(asc(auditLog.id)),
    loadOrderMails(db, id),
  ]);
}

export async function getAdminOrder(id: number) {
  const row = await loadOrder(id);
  if (!row) throw notFound();
  const [lines, events, orderPayments, ledger, audit, mails] = await loadParts(id);
  const { order } = row;
  return {
    ...toAdminOrder(row),
    // The order's money as the shopper's pages and e-mails show it (one projection of these payments and ledger).
    money: projectOrderMoney(order, orderPayments, ledger),
    totalWithoutPromocode: order.totalWithoutPromocode,
    cashback: order.cashback,
    promoCode: row.promoCode,
    rejectReason: order.rejectReason,
    gameAccountId: order.gameAccountId,
    gameAvatar: order.gameAvatar,
    steamAccountId: order.steamAccountId,
    steamAmount: order.steamAmount,
    supplyUserId: order.supplyUserId,
    supplyServer: order.supplyServer,
    supplyServerCustomId: order.supplyServerCustomId,
    giftCode: order.giftCode,
    deliveryRef: order.deliveryRef,
    deliveryData: order.deliveryData ?? null,
    paymentStatus: order.paymentStatus,
    expiredAt: iso(order.expiredAt),
    lines: lines.map(({ line, product }) => ({
      id: line.id,
      product,
      quantity: line.quantity,
      price: line.price,
      status: line.status,
      code: line.code,
      provider: line.provider,
      providerRef: line.providerRef,
      deliveryAttempts: line.deliveryAttempts,
      deliveryError: line.deliveryError,
      deliveryData: line.deliveryData ?? null,
      deliveredAt: iso(line.deliveredAt),
      refundAmount: line.refundAmount,
      refundMethod: line.refundMethod,
    })),
    events: events.map((e) => ({ status: e.status, created: e.created.toISOString() })),
    payments: orderPayments.map((p) => ({
      id: p.id,
      provider: p.provider,
      method: p.method,
      providerPaymentId: p.providerPaymentId,
      providerTransactionId: p.providerTransactionId,
      amount: p.amount,
      currency: p.currency,
      amountRub: p.amountRub,
      balanceDebit: p.balanceDebit,
      holdState: p.holdState,
      status: p.status,
      created: p.created.toISOString(),
      updated: p.updated.toISOString(),
    })),
    ledger: ledger.map((l) => ({
      id: l.id,
      provider: l.provider,
      providerPaymentId: l.providerPaymentId,
      paymentId: l.paymentId,
      event: l.event,
      outcome: l.outcome,
      amount: l.amount,
      currency: l.currency,
      amountRub: l.amountRub,
      detail: l.detail ?? null,
      created: l.created.toISOString(),
    })),
    emails: mails.map(toAdminMail),
    audit: audit.map(toAuditEntry),
  };
}
