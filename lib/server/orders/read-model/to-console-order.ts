// The console projection (GET /api/admin/orders/{id}/): everything the store knows of one order, for support to
// see why it is stuck: lines with their provider answers, the status timeline as recorded, payments, every
// payment-ledger entry naming the order, its e-mails and the staff actions on it.
import type { auditLog, paymentLedger, payments } from "../../db/schema";
import { toAuditEntry } from "../../audit/to-audit-entry";
import { formatKopecks } from "@/lib/money/kopecks";
import { lineAmountKopecks } from "../line-amount";
import { projectOrderMoney } from "../order-money-view";
import { toAdminMail, type StoredOrderMail } from "../staff/order-mails";
import type { LoadedOrder } from "./load-orders";
import type { TimelineEntry } from "./load-order-timelines";
import { toConsoleListItem } from "./to-console-list-item";

type ConsoleParts = {
  events: TimelineEntry[];
  payments: (typeof payments.$inferSelect)[];
  ledger: (typeof paymentLedger.$inferSelect)[];
  audit: (typeof auditLog.$inferSelect)[];
  mails: StoredOrderMail[];
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toConsoleOrder(
  loaded: LoadedOrder,
  { events, payments, ledger, audit, mails }: ConsoleParts,
) {
  const { order } = loaded;
  return {
    ...toConsoleListItem(loaded),
    // The order's money as the shopper's pages and e-mails show it (one projection of these payments and ledger).
    money: projectOrderMoney(order, payments, ledger),
    totalWithoutPromocode: order.totalWithoutPromocode,
    cashback: order.cashback,
    promoCode: loaded.promo?.code ?? null,
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
    lines: loaded.lines.map(({ line, product }) => ({
      id: line.id,
      product: { id: product.id, title: product.title },
      quantity: line.quantity,
      price: line.price,
      // What the line costs before the promo code, as the receipt shows it (a Steam line is not price × quantity).
      amount: formatKopecks(lineAmountKopecks(line, order)),
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
    events,
    payments: payments.map((p) => ({
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
