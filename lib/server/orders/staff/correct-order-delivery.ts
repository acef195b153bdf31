// POST /api/admin/orders/{id}/correct-delivery/: staff correct a paid order's delivery details (a wrong player id,
// Steam login, server or e-mail) and deliver the line again. The order and its lines are locked, the line checked
// (it waits for new details, or its delivery failed and is still open), the details saved and the lines sent back
// to delivery by the shopper's own correction (redeliverWithDetails: the same checks, the same delivery job), and
// the audit entry written with the details before and after, all in one transaction. A line the supplier has
// accepted is first settled with it (settle-in-flight.ts) and refused while still in flight: the supplier holds
// the old details under the line's key, so new ones would not reach it.
import { asc, eq } from "drizzle-orm";
import { CORRECTION_FIELDS, isCorrectableLine } from "@/lib/schemas/admin/order-correction";
import { getDb, type Db } from "../../db/client";
import { orderLines, orders } from "../../db/schema";
import { fieldError, nonFieldError, validationError } from "../../errors/domain-error";
import { redeliverWithDetails, type Details } from "../kinds/update-delivery-details";
import { recordAudit, type AuditActor } from "../../audit/record-audit";
import { lockRow } from "../../audit/lock-row";
import { assertNotInFlight, settleInFlight } from "./settle-in-flight";
import { ROW_LOCK } from "../../db/row-lock";

const CORRECTABLE_ORDERS = new Set(["paid", "sending"]);
const ALL_FIELDS = Object.values(CORRECTION_FIELDS).flat();
type OrderRow = typeof orders.$inferSelect;

/** The order's delivery details as the audit shows them. */
const detailsOf = (o: OrderRow) => ({
  email: o.email,
  game_account_id: o.gameAccountId,
  steam_account_id: o.steamAccountId,
  moogold_user_id: o.supplyUserId,
  moogold_server: o.supplyServer,
  moogold_server_custom_id: o.supplyServerCustomId,
});

/** A field of another kind would be dropped without a word: refused instead. */
function assertOwnFields(kind: OrderRow["kind"], d: Details) {
  const own: readonly string[] = CORRECTION_FIELDS[kind];
  const foreign = ALL_FIELDS.filter((f) => !own.includes(f) && d[f as keyof Details] !== undefined);
  if (foreign.length) {
    throw validationError(
      Object.fromEntries(foreign.map((f) => [f, ["У заказа этого вида нет такого поля."]])),
    );
  }
}

export async function correctOrderDelivery(
  orderId: number,
  actor: AuditActor,
  input: Details & { lineId: number; reason?: string },
) {
  const { lineId, reason, ...details } = input;
  const unreachable = await settleInFlight(orderId, lineId);
  const db = await getDb();
  return db.transaction(async (tx: Db) => {
    const order = await lockRow(tx, orders, eq(orders.id, orderId));
    if (!CORRECTABLE_ORDERS.has(order.status)) {
      throw nonFieldError(
        `Исправить данные доставки можно только у оплаченного и ещё не завершённого заказа (статус: ${order.status}).`,
      );
    }
    assertOwnFields(order.kind, details);
    const lines = await tx
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id))
      .orderBy(asc(orderLines.id))
      .for(ROW_LOCK);
    const line = lines.find((l) => l.id === lineId);
    if (!line || !isCorrectableLine(line)) {
      throw fieldError(
        "line_id",
        "Эта позиция не ждёт новых данных и её доставка не сорвалась (или она не из этого заказа).",
      );
    }
    await assertNotInFlight(tx, order, [{ line }], unreachable);
    // Every line waiting for details shares the order's corrected account: they go back to delivery together.
    const again = lines.filter((l) => l.id === line.id || l.status === "incorrect-details");
    const ids = again.map((l) => l.id);
    const jobId = await redeliverWithDetails(tx, order, order.kind, details, ids);
    const [after] = await tx.select().from(orders).where(eq(orders.id, order.id));
    await recordAudit(tx, actor, {
      action: "order.correct_delivery",
      targetType: "order",
      targetId: order.id,
      before: {
        ...detailsOf(order),
        lines: again.map((l) => ({ id: l.id, status: l.status, delivery_error: l.deliveryError })),
      },
      after: {
        ...detailsOf(after),
        lines: ids.map((id) => ({ id, status: "sending" })),
        delivery_job: jobId,
        reason: reason || null,
      },
    });
    return { id: order.id, status: order.status, lineIds: ids, isQueued: true };
  });
}
