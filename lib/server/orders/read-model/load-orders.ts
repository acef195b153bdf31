// Orders as every projection reads them: the rows found (selectOrderRows) with their lines, in one more query.
import type { Db } from "../../db/client";
import { loadOrderLines, type OrderReadLine } from "./load-order-lines";
import type { OrderReadRow } from "./select-order-rows";

export type LoadedOrder = OrderReadRow & { lines: OrderReadLine[] };

export async function loadOrders(db: Db, rows: OrderReadRow[]): Promise<LoadedOrder[]> {
  const lines = await loadOrderLines(
    db,
    rows.map((r) => r.order.id),
  );
  return rows.map((row) => ({ ...row, lines: lines.get(row.order.id) ?? [] }));
}
