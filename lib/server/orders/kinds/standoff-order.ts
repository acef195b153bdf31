// Standoff 2 orders: product lines plus the game account id and, when the settings enable it, the surplus.
import type { AuthContext } from "../../http/auth-context";
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
  return createProductOrder("standoff", auth, input, async () => {
    const { isSurplusEnabled } = await getStandoffSettings();
    return {
      gameAccountId: input.game_account_id,
      surplus: isSurplusEnabled ? (input.surplus ?? null) : null,
    };
  });
}
