// Orders: statuses, lines, drafts, history entries (polymorphic by resourcetype) and the live feed, inferred
// from lib/schemas/orders and lib/schemas/feed.
import type { liveFeedOrderSchema } from "@/lib/schemas/feed/live-feed";
import type {
  getOrderStatus,
  orderDetailsSchema,
  orderDraftSchema,
  orderTimelineSchema,
  standoffListingSchema,
} from "@/lib/schemas/orders/order-detail";
import type {
  DELIVERY_DETAILS_FIELDS,
  deliveredKeySchema,
  lineDeliverySchema,
  orderHistoryEntrySchema,
  orderHistoryLineSchema,
  orderLineProductSchema,
  ordersQuerySchema,
  pubgCodeSchema,
} from "@/lib/schemas/orders/order-history";
import type {
  ORDER_LINE_STATUSES as LINE_STATUSES,
  ORDER_STATUSES as STATUSES,
} from "@/lib/schemas/orders/order-statuses";
import type { FromWire, QueryOf } from "../camel-cased-deep";

export { ORDER_LINE_STATUSES, ORDER_RESOURCE_TYPES } from "@/lib/schemas/orders/order-statuses";
export type OrderStatus = (typeof STATUSES)[number];
export type OrderLineStatus = (typeof LINE_STATUSES)[number];

/** Every order status in SPEC.md's order, the order the history filter offers them in. */
export const ORDER_STATUSES = [
  "created",
  "waiting_for_payment",
  "paid",
  "sent",
  "done",
  "failed",
  "sending",
] as const satisfies readonly OrderStatus[];
/** A status the schema gains must be placed in the list above too. */
export type UnlistedOrderStatus = Exclude<OrderStatus, (typeof ORDER_STATUSES)[number]>;
true satisfies [UnlistedOrderStatus] extends [never] ? true : never;

export type PubgCode = FromWire<typeof pubgCodeSchema>;

/** The product of a history line: enough to show it (the catalogue price; the line has the price paid). */
export type OrderHistoryProduct = FromWire<typeof orderLineProductSchema>;

/** A key or code delivered for a line or a gift, with its activation instructions when the provider gives them. */
export type DeliveredKey = FromWire<typeof deliveredKeySchema>;

/** The delivery_details/update/ body field a provider refused: a value, so it keeps the wire's spelling. */
export type DeliveryDetailsField = (typeof DELIVERY_DETAILS_FIELDS)[number];

/** What the order page says about a line's delivery (the wire's field name values stay snake_case). */
export type LineDelivery = FromWire<typeof lineDeliverySchema>;

export type OrderHistoryLine = FromWire<typeof orderHistoryLineSchema>;

/** GET /api/orders/ items; the details page adds the timeline (OrderDetails). */
export type OrderHistoryEntry = FromWire<typeof orderHistoryEntrySchema>;
/** Supply-channel order; the client calls the channel MooGold. */
export type MooGoldOrder = Extract<OrderHistoryEntry, { resourcetype: "MooGoldOrder" }>;
export type PubgOrder = Extract<OrderHistoryEntry, { resourcetype: "PUBGOrder" }>;
export type RokkyOrder = Extract<OrderHistoryEntry, { resourcetype: "RokkyOrder" }>;
export type StandoffOrder = Extract<OrderHistoryEntry, { resourcetype: "StandoffOrder" }>;
export type SteamOrder = Extract<OrderHistoryEntry, { resourcetype: "SteamOrder" }>;

/** A status the order entered, and when. */
export type OrderTimelineEntry = FromWire<typeof orderTimelineSchema>[number];

/** A paid Standoff order's lot: the skin to list and the exact price (gold + market fee + surplus). */
export type StandoffListing = NonNullable<FromWire<typeof standoffListingSchema>>;

type DetailsEntry = FromWire<typeof orderDetailsSchema>;
/** GET /api/orders/{hash}/details/: the history entry with every status it entered, oldest first. The Standoff
 * listing comes with Standoff orders only; the page reads it from any kind (undefined for the others). */
export type OrderDetails = DetailsEntry extends infer Entry
  ? Entry extends unknown
    ? Omit<Entry, "standoffListing"> & { standoffListing?: StandoffListing | null }
    : never
  : never;

/** The order recalculated with and without its promo code: answered by every create and update call and by
 * GET /api/orders/{hash}/. */
export type OrderDraft = FromWire<typeof orderDraftSchema>;
/** GET /api/orders/{hash}/ */
export type RecalculatedOrder = OrderDraft;

export type OrderStatusResult = FromWire<typeof getOrderStatus.response>;

/** status takes one value or several (sent as repeated parameters); createdAfter is an ISO date-time. */
export type OrdersQuery = QueryOf<typeof ordersQuerySchema>;

/** GET /api/live_feed/ items: a recent purchase, buyer's nickname obscured. */
export type LiveFeedOrder = FromWire<typeof liveFeedOrderSchema>;
