// GET /api/admin/orders/{id}/: one order read (read-model/) with its payments, every payment-ledger entry naming
// it, its e-mails and the staff actions on it, projected for the console (read-model/to-console-order.ts). One
// query per part, whatever the order holds.
import { and, asc, eq } from "drizzle-orm";
import { getDb } from "../../db/client";
import { auditLog, orders, paymentLedger, payments } from "../../db/schema";
import { notFound } from "../../errors/domain-error";
import { loadOrders } from "../read-model/load-orders";
import { loadOrderTimelines } from "../read-model/load-order-timelines";
import { selectOrderRows } from "../read-model/select-order-rows";
import { toConsoleOrder } from "../read-model/to-console-order";
import { loadOrderMails } from "./order-mails";

export async function getAdminOrder(id: number) {
  const db = await getDb();
  const rows = await selectOrderRows(db).where(eq(orders.id, id));
  if (!rows.length) throw notFound();
  const [[loaded], timelines, orderPayments, ledger, audit, mails] = await Promise.all([
    loadOrders(db, rows),
    loadOrderTimelines(db, [id]),
    db.select().from(payments).where(eq(payments.orderId, id)).orderBy(asc(payments.id)),
    db.select().from(paymentLedger).where(eq(paymentLedger.orderId, id)).orderBy(asc(paymentLedger.id)),
    db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "order"), eq(auditLog.targetId, String(id))))
      .orderBy(asc(auditLog.id)),
    loadOrderMails(db, id),
  ]);
  return toConsoleOrder(loaded, {
    events: timelines.get(id) ?? [],
    payments: orderPayments,
    ledger,
    audit,
    mails,
  });
}
