// The Steam top-up commission (per cent on top of the credited amount); the demo default is the seed's.
import { z } from "zod";
import { STEAM_COMMISSION_PERCENT } from "../../db/seed/insert-orders";
import { readOrderSetting } from "./read-order-setting";

const steamSettingsSchema = z.object({
  id: z.number().int(),
  commission: z.string().regex(/^\d{1,3}\.\d{2}$/),
});

export type SteamSettings = z.infer<typeof steamSettingsSchema>;

export const getSteamSettings = () =>
  readOrderSetting("orders.steam", steamSettingsSchema, {
    id: 1,
    commission: `${STEAM_COMMISSION_PERCENT}.00`,
  });
