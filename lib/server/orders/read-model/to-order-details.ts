// The details projection (GET /api/orders/{hash}/details/): the history entry of one order (the profile's shape,
// so both pages show the same fields) with its status timeline; a line's codes and keys as soon as that line is
// completed (the order may still be sending its other lines), a gift's key once the order holds it; and, while a
// paid Standoff order waits for the shopper's lot, what to list and at which price.
import type { OrderHistoryLine } from "../order-history-entry";
import type { OrderMoney } from "../order-money-view";
import { describeStandoffListing } from "../describe-standoff-listing";
import type { StandoffSettings } from "../kinds/standoff-settings";
import type { LoadedOrder } from "./load-orders";
import type { TimelineEntry } from "./load-order-timelines";
import { toHistoryEntry } from "./to-history-entry";

const DELIVERED = new Set(["sent", "done"]);
/** Statuses in which the order has been delivering (a gift's key is stored while sending, then it is done). */
const DELIVERING = new Set(["sending", "sent", "done"]);
/** Lines the lot pays for: waiting for the operator, or sent back to the shopper to list the skin again. */
const OPEN_LINES = new Set(["processing", "sending", "incorrect-details"]);

/** The skin and the exact price of the lot the open lines still wait for; null when none waits. */
function standoffListing(lines: OrderHistoryLine[], settings: StandoffSettings, surplus: string | null) {
  const open = lines.filter((l) => OPEN_LINES.has(l.status));
  if (!open.length) return null;
  const gold = open.reduce((sum, l) => sum + (l.product.gold ?? 0) * l.quantity, 0);
  return describeStandoffListing(settings, gold, surplus);
}

/**
 * `events`: the order's timeline as recorded; `standoff`: the Standoff settings while the order may wait for the
 * shopper's lot (a paid or sending Standoff order), else null.
 */
export function toOrderDetails(
  loaded: LoadedOrder,
  events: TimelineEntry[],
  money: OrderMoney,
  standoff: StandoffSettings | null,
) {
  const { order } = loaded;
  const isDelivered = DELIVERED.has(order.status);
  const shown = DELIVERING.has(order.status) ? order : { ...order, giftCode: null };
  const entry = toHistoryEntry(
    { ...loaded, order: shown },
    money,
    (lineStatus) => isDelivered || lineStatus === "completed",
  );
  // Orders older than the timeline (imported, seeded) show where they started and where they are.
  const timeline: TimelineEntry[] = events.length
    ? events
    : [
        { status: "created", created: order.created.toISOString() },
        ...(order.status !== "created"
          ? [{ status: order.status, created: order.updated.toISOString() }]
          : []),
      ];
  return {
    ...entry,
    timeline,
    expiredAt: order.expiredAt?.toISOString() ?? null,
    // Kept for older clients: the method's charge of a paid order, from the same projection.
    capturedPayment: money.isPaid
      ? (money.charge ?? { amount: "0.00", currency: "RUB", amountRub: "0.00" })
      : null,
    ...(entry.resourcetype === "StandoffOrder"
      ? { standoffListing: standoff ? standoffListing(entry.orderProducts, standoff, order.surplus) : null }
      : {}),
  };
}
