// Supply-channel (MooGold) orders: product lines plus the player's user id and the server the game needs.
import type { AuthContext } from "../../http/auth-context";
import { validatePlayerId } from "../validate-player-id";
import { createProductOrder } from "./create-product-order";
import { resolveSupplyServer } from "./supply-server";

export function createSupplyOrder(
  auth: AuthContext,
  input: {
    products: { product_id: number; quantity: number }[];
    email?: string;
    supply_channel_user_id: string;
    supply_channel_server?: number | null;
    supply_channel_server_custom_id?: string | null;
  },
) {
  return createProductOrder("supply", auth, input, async (db, game) => {
    validatePlayerId(game, input.supply_channel_user_id, "supply_channel_user_id");
    return {
      supplyUserId: input.supply_channel_user_id,
      ...(await resolveSupplyServer(
        db,
        game,
        { server: input.supply_channel_server, customId: input.supply_channel_server_custom_id },
        { server: "supply_channel_server", customId: "supply_channel_server_custom_id" },
      )),
    };
  });
}
