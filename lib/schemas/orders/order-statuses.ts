// Order and order-line statuses and the order kinds (resourcetype) as the wire names them.

/** Happy path created -> waiting_for_payment -> paid -> sending -> sent -> done; failed from any non-final state. */
export const ORDER_STATUSES = [
  "created",
  "waiting_for_payment",
  "paid",
  "sending",
  "sent",
  "done",
  "failed",
] as const;
export type OrderStatusValue = (typeof ORDER_STATUSES)[number];

/** Payment can still be made (or retried) while the order has not been paid. */
export const PAYMENT_ACTIVE_STATUSES = ["created", "waiting_for_payment"] as const;

export const ORDER_LINE_STATUSES = [
  "processing",
  "sending",
  "completed",
  "refunded",
  "incorrect-details",
] as const;

/** The supply-channel order is called MooGold on the wire. */
export const ORDER_RESOURCE_TYPES = [
  "MooGoldOrder",
  "PUBGOrder",
  "RokkyOrder",
  "StandoffOrder",
  "SteamOrder",
] as const;
