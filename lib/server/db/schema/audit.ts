// The operator console's audit log.
import { index, integer, jsonb, pgTable, serial, text } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

/**
 * Every staff write, whatever its channel (console, operator API, CLI): who (the staff account, its e-mail as it was then), when, what (action),
 * on what (target type and id) and the target before and after. Append-only: a trigger refuses UPDATE and DELETE.
 * No foreign keys: the log outlives the accounts and objects it names.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    actorId: integer("actor_id"),
    actorEmail: text("actor_email").notNull(),
    /** How the write came in: console (the operator console's API), operator_api (the token API), cli (scripts/). */
    channel: text("channel").notNull().default("console"),
    /** A dotted name, e.g. order.retry_delivery. */
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    created: createdAt(),
  },
  (t) => [
    index("audit_log_created_idx").on(t.created),
    index("audit_log_actor_idx").on(t.actorId, t.created),
    index("audit_log_action_idx").on(t.action, t.created),
    index("audit_log_target_idx").on(t.targetType, t.targetId, t.created),
  ],
);
