// The kinds of games and products as the wire names them (resourcetype). Without zod, so the browser's client can
// check a variant without loading the schemas.

export const gameResourceTypes = ["PUBGGame", "StandoffGame", "Steam", "SupplyGame"] as const;
export const productResourceTypes = [
  "PUBGProduct",
  "StandoffProduct",
  "SteamProduct",
  "SupplyProduct",
] as const;
