// Enumerations shared by several tables.
import { pgEnum } from "drizzle-orm/pg-core";

/** Game kind; the API's resourcetype is derived from it (PUBGGame, StandoffGame, Steam, SupplyGame). */
export const gameKind = pgEnum("game_kind", ["pubg", "standoff", "steam", "supply"]);
export const giftType = pgEnum("gift_type", ["dlc", "edition", "game"]);
export const giftRegion = pgEnum("gift_region", ["cis", "ru", "ru_cis", "world"]);
export const orderKind = pgEnum("order_kind", ["pubg", "standoff", "steam", "supply", "rokky"]);
export const orderStatus = pgEnum("order_status", [
  "created",
  "waiting_for_payment",
  "paid",
  "sending",
  "sent",
  "done",
  "failed",
]);
export const lineStatus = pgEnum("line_status", [
  "processing",
  "sending",
  "completed",
  "refunded",
  "incorrect-details",
]);
