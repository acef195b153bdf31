// The Standoff queue's HTTP face: the queue service (lib/server/fulfilment/standoff-queue.ts) shaped for the wire.
import { getDb } from "../db/client";
import { nonFieldError, notFound } from "../http/api-error";
import {
  listStandoffQueue,
  markStandoffBought,
  markStandoffUnbuyable,
  type OnMarked,
  type StandoffMark,
} from "../fulfilment/standoff-queue";

export async function readStandoffQueue() {
  const items = await listStandoffQueue(await getDb());
  return items.map((i) => ({ ...i, paidAt: i.paidAt ? new Date(i.paidAt).toISOString() : null }));
}

function answer(mark: StandoffMark) {
  if (mark.ok) return { orderId: mark.orderId, outcome: mark.outcome };
  if (mark.reason === "not_found") throw notFound("Строка заказа не найдена.");
  throw nonFieldError("Эта строка заказа не ждёт покупки скина.");
}

export const markBought = async (lineId: number, note?: string, onMarked?: OnMarked) =>
  answer(await markStandoffBought(lineId, note, onMarked));

export async function markUnbuyable(lineId: number, reason: string, onMarked?: OnMarked) {
  try {
    return answer(await markStandoffUnbuyable(lineId, reason, onMarked));
  } catch (err) {
    if (err instanceof RangeError) throw nonFieldError(err.message);
    throw err;
  }
}
