// Enumerations shared by several tables.
import { pgEnum } from "drizzle-orm/pg-core";
import { ORDER_LINE_STATUSES, ORDER_STATUSES } from "../../../schemas/orders/order-statuses";

/** Game kind; the API's resourcetype is derived from it (PUBGGame, StandoffGame, Steam, SupplyGame). */
export const gameKind = pgEnum("game_kind", ["pubg", "standoff", "steam", "supply"]);
export const giftType = pgEnum("gift_type", ["dlc", "edition", "game"]);
export const giftRegion = pgEnum("gift_region", ["cis", "ru", "ru_cis", "world"]);
export const orderKind = pgEnum("order_kind", ["pubg", "standoff", "steam", "supply", "rokky"]);
// The statuses are the wire's own lists (lib/schemas), so the database and the API cannot name them differently.
export const orderStatus = pgEnum("order_status", ORDER_STATUSES);
export const lineStatus = pgEnum("line_status", ORDER_LINE_STATUSES);
