// The Steam top-up commission (per cent on top of the credited amount), 8 % until an operator sets another.
import { z } from "zod";
import { readOrderSetting } from "./read-order-setting";

/** The default Steam commission, in per cent on top of the credited amount. */
export const STEAM_COMMISSION_PERCENT = 8;

const steamSettingsSchema = z.object({
  id: z.number().int(),
  commission: z.string().regex(/^\d{1,3}\.\d{2}$/),
});

export const getSteamSettings = () =>
  readOrderSetting("orders.steam", steamSettingsSchema, {
    id: 1,
    commission: `${STEAM_COMMISSION_PERCENT}.00`,
  });
