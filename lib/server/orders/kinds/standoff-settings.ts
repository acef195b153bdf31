// How Standoff 2 gold is delivered: the shopper lists the named skin on the in-game market and we buy it.
import { z } from "zod";
import type { Db } from "../../db/client";
import { readOrderSetting } from "./read-order-setting";

const decimal = z.string().regex(/^\d{1,3}\.\d{2}$/);

const standoffSettingsSchema = z.object({
  needRefund: z.boolean(),
  isSurplusEnabled: z.boolean(),
  skinName: z.string(),
  skinPicture: z.string(),
  /** Per cent the market keeps from the sale. */
  marketFee: decimal,
});

export type StandoffSettings = z.infer<typeof standoffSettingsSchema>;

export const STANDOFF_SETTINGS_DEFAULTS: StandoffSettings = {
  needRefund: false,
  isSurplusEnabled: true,
  skinName: 'P350 "Forest Spirit"',
  skinPicture: "/images/products/standoff-skin.svg",
  marketFee: "20.00",
};

export const getStandoffSettings = (tx?: Db) =>
  readOrderSetting("orders.standoff", standoffSettingsSchema, STANDOFF_SETTINGS_DEFAULTS, tx);
