// Writes one audit-log entry inside the caller's transaction, so that an entry exists exactly when its write
// committed. The log is append-only (a trigger refuses UPDATE and DELETE).
import type { Db } from "../db/db";
import { auditLog } from "../db/schema";

/** Where a staff write came in; every channel is audited (DESIGN.md 5c). */
export type AuditChannel = "console" | "operator_api" | "cli";
/** A staff account (console), or a named non-account actor (the operator token, a CLI run) with its channel. */
export type AuditActor = { id: number | null; email: string; channel?: AuditChannel };
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
    channel: actor.channel ?? "console",
    action: record.action,
    targetType: record.targetType,
    targetId: String(record.targetId),
    before: record.before ?? null,
    after: record.after ?? null,
  });
}
