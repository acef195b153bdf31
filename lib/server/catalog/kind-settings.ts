// The settings of a game's kind as the console shows and changes them through one of its games: Standoff delivery
// settings and the Steam commission are the store's, one set per kind in the settings table (read by the order
// code through readOrderSetting, defaults written on first read). A change merges into the stored set with the
// row locked, so two staff saving at once both land; readKindSettings runs before the write's transaction (it
// writes the defaults on first read, and PGlite's one connection is held by an open transaction).
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { settings } from "../db/schema";
import { getStandoffSettings } from "../orders/kinds/standoff-settings";
import { getSteamSettings } from "../orders/kinds/steam-settings";
import type { GameKind } from "./resource-types";
import { ROW_LOCK } from "../db/row-lock";

export type StandoffSettingsChange = {
  need_refund: boolean;
  is_surplus_enabled: boolean;
  skin_name: string;
  skin_picture: string;
  market_fee: string;
};
export type SteamSettingsChange = { commission: string };

/** The kind's settings (camelCase, as the order code reads them), or null for a kind without any. */
export async function readKindSettings(kind: GameKind) {
  if (kind === "standoff") return { standoff: await getStandoffSettings(), steam: null };
  if (kind === "steam") {
    const { commission } = await getSteamSettings();
    return { standoff: null, steam: { commission } };
  }
  return { standoff: null, steam: null };
}

async function mergeSetting(tx: Db, key: string, change: object) {
  const [row] = await tx
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, key))
    .for(ROW_LOCK);
  const value = { ...(row?.value as object | undefined), ...change };
  await tx
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updated: new Date() } });
}

/** Writes the given kind settings inside the caller's transaction (after readKindSettings stored the defaults). */
export async function writeKindSettings(
  tx: Db,
  change: { standoff?: StandoffSettingsChange; steam?: SteamSettingsChange },
) {
  if (change.standoff) {
    const s = change.standoff;
    await mergeSetting(tx, "orders.standoff", {
      needRefund: s.need_refund,
      isSurplusEnabled: s.is_surplus_enabled,
      skinName: s.skin_name,
      skinPicture: s.skin_picture,
      marketFee: s.market_fee,
    });
  }
  if (change.steam) {
    await mergeSetting(tx, "orders.steam", { commission: change.steam.commission });
  }
}
