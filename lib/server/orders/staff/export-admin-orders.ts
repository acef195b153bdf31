// GET /api/admin/orders/export/: the console's current selection of orders as a CSV file. Fields are quoted as RFC
// 4180 asks, and a field a spreadsheet would run as a formula (=, +, -, @ first) is prefixed with an apostrophe.
import { ADMIN_ORDERS_EXPORT_LIMIT } from "@/lib/schemas/admin/orders";
import { listAdminOrders, type AdminOrdersQuery } from "./list-admin-orders";

const HEADER = ["id", "created", "kind", "status", "email", "goods", "player_id", "payment_method", "total"];

export function csvField(value: string | number | null): string {
  let text = value === null ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n']/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export async function exportAdminOrders(query: AdminOrdersQuery): Promise<Response> {
  const { results } = await listAdminOrders(query, ADMIN_ORDERS_EXPORT_LIMIT, 0);
  const lines = results.map((o) =>
    [
      o.id,
      o.created,
      o.kind,
      o.status,
      o.email,
      o.game?.title ?? o.gift?.title ?? null,
      o.playerId,
      o.paymentMethod,
      o.total,
    ]
      .map(csvField)
      .join(","),
  );
  const body = `${[HEADER.join(","), ...lines].join("\r\n")}\r\n`;
  const stamp = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="orders-${stamp}.csv"`,
      "cache-control": "private, no-store",
    },
  });
}
