// The Standoff queue worked from the console: the same marks as the operator API, each written to the audit log
// in the transaction that marks the line (who, when, the line before and after, the note or reason).
import { markBought, markUnbuyable } from "../../operator/standoff-queue-api";
import type { AuditActor } from "../../audit/record-audit";

export const markBoughtByStaff = (lineId: number, actor: AuditActor, note?: string) =>
  markBought(lineId, actor, note);

export const markUnbuyableByStaff = (lineId: number, actor: AuditActor, reason: string) =>
  markUnbuyable(lineId, actor, reason);
