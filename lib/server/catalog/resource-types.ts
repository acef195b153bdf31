// Database kinds -> API resourcetype names.
export const gameResourceType = {
  pubg: "PUBGGame",
  standoff: "StandoffGame",
  steam: "Steam",
  supply: "SupplyGame",
} as const;

export const productResourceType = {
  pubg: "PUBGProduct",
  standoff: "StandoffProduct",
  steam: "SteamProduct",
  supply: "SupplyProduct",
} as const;

export type GameKind = keyof typeof gameResourceType;
