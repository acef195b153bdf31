// How fast a game's (or a gift's) orders were really delivered: the figure its page shows, on the wire.
import { z } from "zod";

/** The window the figure covers: orders delivered (done) in the last this many days. */
export const DELIVERY_TIME_DAYS = 30;
/** Below this many delivered orders a median and a 95th percentile say nothing: the figure is absent (null). */
export const MIN_DELIVERY_TIME_ORDERS = 5;

export const deliveryTimeSchema = z
  .object({
    orders: z.number().int().min(MIN_DELIVERY_TIME_ORDERS).describe("Orders delivered in the window"),
    median_seconds: z.number().int().min(0).describe("Half of them took no longer than this, paid to done"),
    p95_seconds: z
      .number()
      .int()
      .min(0)
      .describe("95% of them took no longer than this (nearest rank), paid to done"),
  })
  .nullable()
  .describe(
    `Delivery time of the orders delivered in the last ${DELIVERY_TIME_DAYS} days, from payment to done, in whole seconds ` +
      `rounded up; null with fewer than ${MIN_DELIVERY_TIME_ORDERS} such orders`,
  );
