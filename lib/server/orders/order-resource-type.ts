// Order kinds in the database -> the wire's resourcetype (the supply channel is MooGold on the wire).
import type { orderKind } from "../db/schema";

export type OrderKind = (typeof orderKind.enumValues)[number];

export const orderResourceType = {
  supply: "MooGoldOrder",
  pubg: "PUBGOrder",
  rokky: "RokkyOrder",
  standoff: "StandoffOrder",
  steam: "SteamOrder",
} as const satisfies Record<OrderKind, string>;
