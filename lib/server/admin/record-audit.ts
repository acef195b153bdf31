// Writes one audit-log entry inside the caller's transaction, so that an entry exists exactly when its write
// committed. The log is append-only (a trigger refuses UPDATE and DELETE).
import type { Db } from "../db/db";
import { auditLog } from "../db/schema";

export type AuditActor = { id: number | null; email: string };
export type AuditRecord = {
  /** A dotted name, e.g. order.retry_delivery. */
  action: string;
  targetType: string;
  targetId: string | number;
  /** The target before the write (null or absent for a creation), snake_case as the API shows it. */
  before?: unknown;
  after?: unknown;
};

export async function recordAudit(tx: Db, actor: AuditActor, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: record.action,
    targetType: record.targetType,
    targetId: String(record.targetId),
    before: record.before ?? null,
    after: record.after ?? null,
  });
}
