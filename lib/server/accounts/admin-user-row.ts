// An account as the console's user list and page show it.
import type { users } from "../db/schema";

export function toAdminUser(row: typeof users.$inferSelect) {
  return {
    id: row.id,
    email: row.email,
    nickname: row.nickname,
    role: row.role,
    isBlocked: row.isBlocked,
    balance: row.balance,
    balanceHeld: row.balanceHeld,
    created: row.created.toISOString(),
  };
}
