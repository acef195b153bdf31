// GET /api/admin/users/{id}/: one account for support: its facts, the social accounts it signs in with, its
// latest orders, its balance history as the shopper sees it (from the payment ledger) and the staff actions on it
// (where the reasons of adjustments and blocks are). One query per part.
import { and, desc, eq, sql } from "drizzle-orm";
import { ADMIN_USER_RECENT } from "@/lib/schemas/admin/users";
import { getDb } from "../db/client";
import { auditLog, orders, socialAccounts, users } from "../db/schema";
import { notFound } from "../errors/domain-error";
import { listBalanceMovements } from "../payments/list-balance-movements";
import { spendableBalance } from "../payments/spendable-balance";
import { toAdminUser } from "./admin-user-row";
import { toAuditEntry } from "../audit/to-audit-entry";

export async function getAdminUser(id: number) {
  const db = await getDb();
  const [user] = await db.select().from(users).where(eq(users.id, id));
  if (!user) throw notFound();
  const [social, recentOrders, [{ count: ordersCount }], movements, audit] = await Promise.all([
    db
      .select({ provider: socialAccounts.provider, uid: socialAccounts.uid, created: socialAccounts.created })
      .from(socialAccounts)
      .where(eq(socialAccounts.userId, id))
      .orderBy(socialAccounts.provider),
    db
      .select({
        id: orders.id,
        kind: orders.kind,
        status: orders.status,
        total: orders.total,
        created: orders.created,
      })
      .from(orders)
      .where(eq(orders.userId, id))
      .orderBy(desc(orders.id))
      .limit(ADMIN_USER_RECENT),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.userId, id)),
    listBalanceMovements(id, ADMIN_USER_RECENT, 0),
    db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "user"), eq(auditLog.targetId, String(id))))
      .orderBy(desc(auditLog.id))
      .limit(ADMIN_USER_RECENT),
  ]);
  return {
    ...toAdminUser(user),
    spendableBalance: spendableBalance(user),
    social: social.map((s) => ({ ...s, created: s.created.toISOString() })),
    ordersCount,
    orders: recentOrders.map((o) => ({ ...o, created: o.created.toISOString() })),
    balanceMovementsCount: movements.count,
    balanceMovements: movements.results.map((m) => ({
      id: m.id,
      created: m.created.toISOString(),
      kind: m.kind,
      amount: m.amount,
      orderId: m.orderId,
    })),
    audit: audit.map(toAuditEntry),
  };
}
