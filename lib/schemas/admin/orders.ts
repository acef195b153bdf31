// The console's orders: one table of every order with server-side filters, paging and sorting, an order's full
// record (lines with provider answers, timeline, payments and their ledger, e-mails, audit), and the order actions.
import { z } from "zod";
import { orderMoneySchema, totalToPaySchema } from "../orders/order-history";
import {
  idParamsSchema,
  isoDateSchema,
  moneySchema,
  pageQuerySchema,
  pagedSchema,
  queryChoicesSchema,
  searchTextSchema,
} from "../common";
import { ORDER_LINE_STATUSES, ORDER_STATUSES } from "../orders/order-statuses";
import { auditEntrySchema } from "./audit";
import { defineAdminEndpoint } from "./admin-endpoint";
import { adminOrderMailSchema } from "./order-mails";

export const ORDER_KINDS = ["pubg", "standoff", "steam", "supply", "rokky"] as const;
export const ADMIN_ORDERS_PAGE_SIZE = 50;
export const ADMIN_ORDER_ORDERINGS = ["created", "-created", "id", "-id", "total", "-total"] as const;

const id = z.number().int();
const nullableText = z.string().nullable();
const dateTime = z.iso.datetime({ offset: true, error: "Введите правильную дату и время (ISO 8601)." });

export const adminOrderSchema = z.object({
  id,
  hash: z.string(),
  kind: z.enum(ORDER_KINDS),
  status: z.enum(ORDER_STATUSES),
  email: z.string(),
  user_id: id.nullable(),
  game: z.object({ id, title: z.string() }).nullable(),
  gift: z.object({ id, title: z.string() }).nullable(),
  total: moneySchema,
  total_to_pay: totalToPaySchema,
  payment_method: nullableText,
  player_id: nullableText.describe("The account the goods go to: game, Steam or supply-channel player id"),
  created: isoDateSchema,
  updated: isoDateSchema,
});

export const adminOrdersQuerySchema = pageQuerySchema.extend({
  id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  hash: searchTextSchema.optional().describe("The order's hash, exactly"),
  email: searchTextSchema.optional().describe("Part of the buyer's e-mail, any case"),
  player_id: searchTextSchema.optional().describe("The game, Steam or supply-channel player id, exactly"),
  status: queryChoicesSchema(ORDER_STATUSES).optional().describe("One status or several, comma-separated"),
  line_status: queryChoicesSchema(ORDER_LINE_STATUSES)
    .optional()
    .describe("Orders with at least one line in one of these statuses"),
  kind: queryChoicesSchema(ORDER_KINDS).optional().describe("One kind or several, comma-separated"),
  payment_method: searchTextSchema.optional().describe("The payment method's name, exactly"),
  created_after: dateTime.optional().describe("Orders created at or after this moment"),
  created_before: dateTime.optional().describe("Orders created before this moment"),
  ordering: z
    .enum(ADMIN_ORDER_ORDERINGS, { error: "Выберите корректный вариант сортировки." })
    .optional()
    .describe("created, id or total; a leading minus sorts descending (default -created)"),
});

export const listAdminOrders = defineAdminEndpoint("support", {
  method: "GET",
  path: "/api/admin/orders/",
  summary: `Every order, filtered and sorted on the server, ${ADMIN_ORDERS_PAGE_SIZE} a page unless page_size says`,
  query: adminOrdersQuerySchema,
  response: pagedSchema(adminOrderSchema),
});

/** Rows of one CSV export at the most: a larger selection is narrowed with the filters first. */
export const ADMIN_ORDERS_EXPORT_LIMIT = 10_000;

export const exportAdminOrders = defineAdminEndpoint("support", {
  method: "GET",
  path: "/api/admin/orders/export/",
  summary:
    `The orders of the same filters and sorting as the list, as a CSV file (UTF-8, comma-separated, a header ` +
    `row; at most ${ADMIN_ORDERS_EXPORT_LIMIT} rows, newest first unless ordering says)`,
  query: adminOrdersQuerySchema.omit({ page: true, page_size: true }),
  response: z
    .string()
    .describe("CSV: id, created, kind, status, email, goods, player_id, payment_method, total"),
  responseType: "csv",
});

export const adminOrderLineSchema = z.object({
  id,
  product: z.object({ id, title: z.string() }),
  quantity: z.number().int(),
  price: moneySchema.describe(
    "The unit price (a Steam top-up's: per credited rouble, rounded to the kopeck)",
  ),
  amount: moneySchema.describe(
    "What the line costs before the promo code, as the receipt shows it: price × quantity, or a Steam top-up's " +
      "goods total (its commission rounds on the whole amount)",
  ),
  status: z.enum(ORDER_LINE_STATUSES),
  code: nullableText.describe("The code or key delivered for the line"),
  provider: nullableText,
  provider_ref: nullableText,
  delivery_attempts: z.number().int(),
  delivery_error: nullableText.describe("The provider's last refusal or fault"),
  delivery_data: z.unknown().describe("What the provider answered (its own JSON)"),
  delivered_at: isoDateSchema.nullable(),
  refund_amount: moneySchema.nullable(),
  refund_method: nullableText,
});

export const adminPaymentSchema = z.object({
  id,
  provider: z.string(),
  method: z.string(),
  provider_payment_id: z.string(),
  provider_transaction_id: nullableText,
  amount: moneySchema,
  currency: z.string(),
  amount_rub: moneySchema,
  balance_debit: moneySchema,
  hold_state: z.string(),
  status: z.string(),
  created: isoDateSchema,
  updated: isoDateSchema,
});

export const adminLedgerEntrySchema = z.object({
  id,
  provider: z.string(),
  provider_payment_id: z.string(),
  payment_id: id.nullable(),
  event: z.string(),
  outcome: z.string(),
  amount: moneySchema.nullable(),
  currency: nullableText,
  amount_rub: moneySchema.nullable(),
  detail: z.unknown(),
  created: isoDateSchema,
});

export const adminOrderDetailSchema = adminOrderSchema.extend({
  total_without_promocode: moneySchema,
  cashback: moneySchema,
  promo_code: nullableText,
  reject_reason: nullableText,
  game_account_id: nullableText,
  game_avatar: nullableText,
  steam_account_id: nullableText,
  steam_amount: moneySchema.nullable(),
  supply_user_id: nullableText,
  supply_server: id.nullable(),
  supply_server_custom_id: nullableText,
  gift_code: nullableText,
  delivery_ref: nullableText,
  delivery_data: z.unknown(),
  payment_status: nullableText,
  expired_at: isoDateSchema.nullable(),
  lines: z.array(adminOrderLineSchema),
  events: z.array(z.object({ status: z.enum(ORDER_STATUSES), created: isoDateSchema })).describe("Timeline"),
  payments: z.array(adminPaymentSchema),
  ledger: z
    .array(adminLedgerEntrySchema)
    .describe("Every payment-ledger entry naming the order, oldest first"),
  emails: z
    .array(adminOrderMailSchema)
    .describe("The e-mails sent about the order in the queue's memory (about a week), oldest first"),
  audit: z.array(auditEntrySchema).describe("Staff actions on the order, oldest first"),
  money: orderMoneySchema,
});

export const getAdminOrder = defineAdminEndpoint("support", {
  method: "GET",
  path: "/api/admin/orders/{id}/",
  summary: "An order with its lines, timeline, payments, payment-ledger entries, e-mails and audit entries",
  params: idParamsSchema,
  response: adminOrderDetailSchema,
});

export const retryOrderDelivery = defineAdminEndpoint("support", {
  method: "POST",
  path: "/api/admin/orders/{id}/retry-delivery/",
  summary:
    "Queue the order's delivery job again (its lines still processing or sending are tried); 400 unless the " +
    "order is paid or sending; audited",
  params: idParamsSchema,
  body: z.object({
    reason: z.string({ error: "Введите строку." }).trim().max(500, "Не длиннее 500 символов.").optional(),
  }),
  status: 202,
  response: z.object({ id, status: z.enum(ORDER_STATUSES), is_queued: z.boolean() }),
});
