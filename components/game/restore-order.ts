// Repeating an old order (SPEC.md section 4): its amounts for the products the reloaded game still sells
// (clamped to today's limits) and its account fields for the user data form.
import type { Game } from "@/lib/api/types/game";
import type { OrderHistoryEntry } from "@/lib/api/types/order";
import type { CheckoutFormValues } from "@/lib/schemas/orders/checkout-form";
import { clampQuantity } from "./clamp-quantity";
import { isSoldOut, stockLimits } from "./stock-limits";

export type RestoredOrder = {
  amounts: Record<number, number>;
  fields: Partial<CheckoutFormValues>;
  /** A Standoff order's avatar, offered (and chosen) again. */
  avatar: { orderId: number; url: string } | null;
};

function restoreFields(order: OrderHistoryEntry): Partial<CheckoutFormValues> {
  const fields: Partial<CheckoutFormValues> = order.email ? { mail: order.email } : {};
  switch (order.resourcetype) {
    case "StandoffOrder":
      return {
        ...fields,
        gameAccountId: order.gameAccountId ?? "",
        historyOrderId: order.gameAvatar ? order.id : null,
      };
    case "SteamOrder":
      return { ...fields, steamAccountId: order.steamAccountId ?? "" };
    case "MooGoldOrder":
      return {
        ...fields,
        userId: order.moogoldUserId ?? "",
        serverId: order.moogoldServer ? String(order.moogoldServer) : "",
        serverCustomId: order.moogoldServerCustomId ?? "",
      };
    default:
      return fields;
  }
}

/** Null when nothing of the old order can be bought again. */
export function restoreOrder(game: Game, order: OrderHistoryEntry): RestoredOrder | null {
  if (!game.isActive || order.game?.id !== game.id) return null;
  const amounts: Record<number, number> = {};
  for (const line of order.orderProducts) {
    const product = game.products.find((p) => p.id === line.product.id && p.isActive && !isSoldOut(p));
    if (!product) continue;
    const quantity = clampQuantity(line.quantity, stockLimits(product));
    if (quantity > 0) amounts[product.id] = quantity;
  }
  const steamProduct = game.products.find((p) => p.isActive);
  if (order.resourcetype === "SteamOrder" && order.amount && steamProduct) {
    // The amount is the order's own, whatever product id its line named.
    for (const id of Object.keys(amounts)) delete amounts[Number(id)];
    const quantity = clampQuantity(Number(order.amount.split(".")[0]), steamProduct);
    if (quantity > 0) amounts[steamProduct.id] = quantity;
  }
  if (!Object.keys(amounts).length) return null;
  const avatar =
    order.resourcetype === "StandoffOrder" && order.gameAvatar
      ? { orderId: order.id, url: order.gameAvatar }
      : null;
  return { amounts, fields: restoreFields(order), avatar };
}
