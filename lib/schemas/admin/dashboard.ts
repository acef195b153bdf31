// The console's dashboard: sales per day and per game, orders by status, failed and stuck deliveries, delivery
// times per order kind and low PUBG stock, over the last `days` days (Moscow days, today included).
import { z } from "zod";
import { isoDateSchema, moneySchema } from "../common";
import { ORDER_STATUSES } from "../orders/order-statuses";
import { defineAdminEndpoint } from "./admin-endpoint";
import { ORDER_KINDS } from "./orders";

export const DASHBOARD_DAYS = { min: 7, max: 90, default: 30 } as const;
/** A paid order not delivered after this many minutes is stuck: staff look at it (retry, deliver by hand, refund). */
export const STUCK_DELIVERY_MINUTES = 15;
/** Orders listed under failed and under stuck deliveries at the most (the counts cover all of them). */
export const DASHBOARD_LIST_LIMIT = 20;
/** Games (and gifts) in the sales ranking. */
export const DASHBOARD_TOP_GAMES = 10;

export type DashboardOrderKind = (typeof ORDER_KINDS)[number];

const id = z.number().int();
const count = z.number().int().min(0);

export const dashboardQuerySchema = z.object({
  days: z.coerce
    .number({ error: "Введите целое число." })
    .int("Введите целое число.")
    .min(DASHBOARD_DAYS.min, `Убедитесь, что это значение больше либо равно ${DASHBOARD_DAYS.min}.`)
    .max(DASHBOARD_DAYS.max, `Убедитесь, что это значение меньше либо равно ${DASHBOARD_DAYS.max}.`)
    .optional()
    .describe(
      `The period in days, today included (${DASHBOARD_DAYS.min}..${DASHBOARD_DAYS.max}, default ${DASHBOARD_DAYS.default})`,
    ),
});

const dashboardOrderSchema = z.object({
  id,
  kind: z.enum(ORDER_KINDS),
  status: z.enum(ORDER_STATUSES),
  title: z.string().nullable().describe("The game's or the gift's title"),
  total: moneySchema,
  paid_at: isoDateSchema,
  updated: isoDateSchema,
  reason: z.string().nullable().describe("The reject reason, or the last delivery error of a line"),
});

const orderListSchema = z.object({ count, orders: z.array(dashboardOrderSchema) });

export const dashboardSchema = z.object({
  days: z.number().int(),
  since: isoDateSchema.describe("The period's start: midnight in Moscow, days - 1 days ago"),
  sales: z.object({
    orders: count.describe("Orders paid in the period"),
    total: moneySchema.describe("Their totals, roubles"),
  }),
  sales_per_day: z
    .array(z.object({ day: z.iso.date(), orders: count, total: moneySchema }))
    .describe("Every day of the period, oldest first, days without sales included"),
  sales_per_game: z
    .array(
      z.object({
        game_id: id.nullable(),
        gift_id: id.nullable(),
        title: z.string(),
        orders: count,
        total: moneySchema,
      }),
    )
    .describe(`The ${DASHBOARD_TOP_GAMES} games or gifts that sold most in the period, by money`),
  orders_by_status: z
    .array(z.object({ status: z.enum(ORDER_STATUSES), count }))
    .describe("Orders created in the period per status (every status, zeros included)"),
  failed_deliveries: orderListSchema.describe(
    "Orders paid in the period that failed (their money refunded), newest first",
  ),
  stuck_deliveries: orderListSchema
    .extend({ minutes: z.number().int() })
    .describe(
      `Paid orders still not delivered ${STUCK_DELIVERY_MINUTES} minutes after payment, oldest first`,
    ),
  delivery_time: z
    .array(
      z.object({
        kind: z.enum(ORDER_KINDS),
        orders: count,
        p50_seconds: z.number().min(0),
        p95_seconds: z.number().min(0),
      }),
    )
    .describe("From payment to delivery (status done), per order kind, of the orders paid in the period"),
  low_stock: z
    .array(
      z.object({
        product_id: id,
        title: z.string(),
        available: count,
        low_stock_threshold: count,
      }),
    )
    .describe("Active PUBG products with fewer codes in stock than their own threshold"),
});

export const getAdminDashboard = defineAdminEndpoint("support", {
  method: "GET",
  path: "/api/admin/dashboard/",
  summary:
    "The console's figures over the last days: sales, orders by status, deliveries failed and stuck, low stock",
  query: dashboardQuerySchema,
  response: dashboardSchema,
});
