// GET /api/orders/{hash}/details/: one order read (read-model/) and projected as the details page shows it
// (read-model/to-order-details.ts), with its money (order-money-view.ts) and its status timeline.
import { getDb } from "../db/client";
import { loadOneOrderMoney } from "./order-money-view";
import { getStandoffSettings } from "./kinds/standoff-settings";
import { loadOneOrder } from "./read-model/load-one-order";
import { loadOrderTimelines } from "./read-model/load-order-timelines";
import { toOrderDetails } from "./read-model/to-order-details";

/** A paid Standoff order may wait for the shopper's lot: the details say what to list, from the settings. */
const LISTING_STATUSES = new Set(["paid", "sending"]);

export async function getOrderDetails(hash: string) {
  const db = await getDb();
  const loaded = await loadOneOrder(db, { hash });
  if (!loaded) return null;
  const { order } = loaded;
  const [money, timelines, standoff] = await Promise.all([
    loadOneOrderMoney(db, order),
    loadOrderTimelines(db, [order.id]),
    order.kind === "standoff" && LISTING_STATUSES.has(order.status) ? getStandoffSettings() : null,
  ]);
  return toOrderDetails(loaded, timelines.get(order.id) ?? [], money, standoff);
}
