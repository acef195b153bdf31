// The Standoff queue's HTTP face: the queue service (lib/server/fulfilment/standoff-queue.ts) shaped for the wire.
// Every mark is audited in its own transaction, with the actor's channel: the operator token
// (OPERATOR_API_ACTOR) or a console staff account.
import { auditStandoffMark } from "./audit-standoff-mark";
import type { AuditActor } from "../audit/record-audit";
import { getDb } from "../db/client";
import { nonFieldError, notFound } from "../errors/domain-error";
import {
  listStandoffQueue,
  markStandoffBought,
  markStandoffUnbuyable,
  type StandoffMark,
} from "../fulfilment/standoff-queue";

/** Who the audit log names for a call made with the operator token (it is no account). */
export const OPERATOR_API_ACTOR: AuditActor = { id: null, email: "operator-token", channel: "operator_api" };

export async function readStandoffQueue() {
  const items = await listStandoffQueue(await getDb());
  return items.map((i) => ({ ...i, paidAt: i.paidAt ? new Date(i.paidAt).toISOString() : null }));
}

function answer(mark: StandoffMark) {
  if (mark.ok) return { orderId: mark.orderId, outcome: mark.outcome };
  if (mark.reason === "not_found") throw notFound("Строка заказа не найдена.");
  throw nonFieldError("Эта строка заказа не ждёт покупки скина.");
}

export const markBought = async (lineId: number, actor: AuditActor, note?: string) =>
  answer(
    await markStandoffBought(lineId, note, auditStandoffMark(actor, "standoff.bought", { note: note ?? "" })),
  );

export async function markUnbuyable(lineId: number, actor: AuditActor, reason: string) {
  try {
    return answer(
      await markStandoffUnbuyable(lineId, reason, auditStandoffMark(actor, "standoff.unbuyable", { reason })),
    );
  } catch (err) {
    if (err instanceof RangeError) throw nonFieldError(err.message);
    throw err;
  }
}
