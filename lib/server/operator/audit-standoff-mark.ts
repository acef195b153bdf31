// The audit entry of a Standoff queue mark, written in the marking transaction (both commit or neither), whoever
// marks: staff in the console, the operator token API or the standoff CLI (the actor names its channel).
import type { OnMarked } from "../fulfilment/standoff-queue";
import { recordAudit, type AuditActor } from "../audit/record-audit";

export const auditStandoffMark =
  (actor: AuditActor, action: string, text: { note?: string; reason?: string }): OnMarked =>
  (tx, mark) =>
    recordAudit(tx, actor, {
      action,
      targetType: "order",
      targetId: mark.orderId,
      before: { line_id: mark.lineId, status: "sending" },
      after: { line_id: mark.lineId, status: mark.outcome, ...text },
    });
