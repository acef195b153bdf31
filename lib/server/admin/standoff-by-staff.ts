// The Standoff queue worked from the console: the same marks as the operator API, each written to the audit log
// in the transaction that marks the line (who, when, the line before and after, the note or reason).
import type { OnMarked } from "../fulfilment/standoff-queue";
import { markBought, markUnbuyable } from "../operator/standoff-queue-api";
import { recordAudit, type AuditActor } from "./record-audit";

const audited =
  (actor: AuditActor, action: string, text: { note?: string; reason?: string }): OnMarked =>
  (tx, mark) =>
    recordAudit(tx, actor, {
      action,
      targetType: "order",
      targetId: mark.orderId,
      before: { line_id: mark.lineId, status: "sending" },
      after: { line_id: mark.lineId, status: mark.outcome, ...text },
    });

export const markBoughtByStaff = (lineId: number, actor: AuditActor, note?: string) =>
  markBought(lineId, note, audited(actor, "standoff.bought", { note: note ?? "" }));

export const markUnbuyableByStaff = (lineId: number, actor: AuditActor, reason: string) =>
  markUnbuyable(lineId, reason, audited(actor, "standoff.unbuyable", { reason }));
