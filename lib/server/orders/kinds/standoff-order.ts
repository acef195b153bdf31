// Standoff 2 orders: product lines plus the game account id and, when the settings enable it, the surplus (the
// shopper's, else SPEC.md section 9's default: random from 0 to 0.23, so an API client's order is marked as well).
import type { AuthContext } from "../../http/auth-context";
import { randomSurplus } from "@/lib/schemas/orders/standoff";
import { validatePlayerId } from "../validate-player-id";
import { createProductOrder } from "./create-product-order";
import { getStandoffSettings } from "./standoff-settings";

export function createStandoffOrder(
  auth: AuthContext,
  input: {
    products: { product_id: number; quantity: number }[];
    email?: string;
    game_account_id: string;
    surplus?: string | null;
  },
) {
  return createProductOrder("standoff", auth, input, async (_db, game) => {
    validatePlayerId(game, input.game_account_id, "game_account_id");
    const { isSurplusEnabled } = await getStandoffSettings();
    return {
      gameAccountId: input.game_account_id,
      surplus: isSurplusEnabled ? (input.surplus ?? randomSurplus()) : null,
    };
  });
}
