// An audit-log row as the API shows it.
import type { auditLog } from "../db/schema";

export function toAuditEntry(row: typeof auditLog.$inferSelect) {
  return {
    id: row.id,
    created: row.created.toISOString(),
    actorId: row.actorId,
    actorEmail: row.actorEmail,
    channel: row.channel,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    before: row.before ?? null,
    after: row.after ?? null,
  };
}
