// GET /api/admin/audit/: the audit log, newest first, filtered by actor (id or part of the e-mail), action (exact,
// or a prefix ending in a dot), target and time.
import { and, desc, eq, gte, ilike, like, lt, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { auditQuerySchema } from "@/lib/schemas/admin/audit";
import { getDb } from "../db/client";
import { auditLog } from "../db/schema";
import { containsPattern } from "@/lib/server/db/like-pattern";
import { toAuditEntry } from "./to-audit-entry";

export type AuditQuery = z.output<typeof auditQuerySchema>;

function auditWhere(q: AuditQuery): SQL | undefined {
  const parts: SQL[] = [];
  if (q.actor) {
    parts.push(
      /^\d{1,9}$/.test(q.actor)
        ? eq(auditLog.actorId, Number(q.actor))
        : ilike(auditLog.actorEmail, containsPattern(q.actor)),
    );
  }
  if (q.action) {
    parts.push(
      q.action.endsWith(".")
        ? like(auditLog.action, `${containsPattern(q.action).slice(1)}`)
        : eq(auditLog.action, q.action),
    );
  }
  if (q.target_type) parts.push(eq(auditLog.targetType, q.target_type));
  if (q.target_id) parts.push(eq(auditLog.targetId, q.target_id));
  if (q.created_after) parts.push(gte(auditLog.created, new Date(q.created_after)));
  if (q.created_before) parts.push(lt(auditLog.created, new Date(q.created_before)));
  return and(...parts);
}

export async function listAuditLog(q: AuditQuery, limit: number, offset: number) {
  const db = await getDb();
  const where = auditWhere(q);
  const [rows, [{ count }]] = await Promise.all([
    db.select().from(auditLog).where(where).orderBy(desc(auditLog.id)).limit(limit).offset(offset),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(where),
  ]);
  return { count, results: rows.map(toAuditEntry) };
}
