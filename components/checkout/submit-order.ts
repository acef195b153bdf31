// Creates the order of the game's kind from the cart and the user data form, then (Standoff) sends the
// avatar, which SPEC.md section 7 says goes after the order exists. A Standoff order whose avatar upload
// failed is kept: the retry only sends the avatar again instead of creating a second order.
import { createPubgOrder } from "@/lib/api/orders-pubg";
import {
  createStandoffOrder,
  updateStandoffDeliveryDetails,
  uploadStandoffAvatar,
} from "@/lib/api/orders-standoff";
import { createSteamOrder } from "@/lib/api/orders-steam";
import { createSupplyOrder } from "@/lib/api/orders-supply-channel";
import type { Game } from "@/lib/api/types/game";
import type { OrderDraft } from "@/lib/api/types/order";
import type { NewOrderProduct } from "@/lib/api/types/order-kinds";
import type { CheckoutFormOutput } from "@/lib/schemas/orders/checkout-form";

export type SubmitOrderInput = {
  game: Game;
  amounts: Readonly<Record<number, number>>;
  values: CheckoutFormOutput;
  /** A Standoff order created by an earlier attempt whose avatar upload failed. */
  pendingOrder?: OrderDraft | null;
};

/** Thrown when the order exists but its avatar did not arrive; the caller keeps `order` for the retry. */
export class AvatarUploadError extends Error {
  constructor(
    readonly order: OrderDraft,
    readonly cause: unknown,
  ) {
    super("The order was created but its avatar was not accepted");
  }
}

/** Only products with a non-zero quantity are sent (SPEC.md section 5). */
export function toOrderProducts(game: Game, amounts: Readonly<Record<number, number>>): NewOrderProduct[] {
  return game.products
    .filter((p) => p.isActive && (amounts[p.id] ?? 0) > 0)
    .map((p) => ({ productId: p.id, quantity: amounts[p.id] }));
}

async function sendAvatar(order: OrderDraft, values: CheckoutFormOutput) {
  try {
    await uploadStandoffAvatar({
      id: order.id,
      gameAvatar: values.avatar ?? undefined,
      historyOrderId: values.avatar ? undefined : (values.historyOrderId ?? undefined),
    });
  } catch (cause) {
    throw new AvatarUploadError(order, cause);
  }
}

async function submitStandoff({ game, amounts, values, pendingOrder }: SubmitOrderInput) {
  if (pendingOrder) {
    await updateStandoffDeliveryDetails({
      id: pendingOrder.id,
      email: values.mail ?? "",
      gameAccountId: values.gameAccountId ?? "",
    });
    await sendAvatar(pendingOrder, values);
    return pendingOrder;
  }
  const order = await createStandoffOrder({
    products: toOrderProducts(game, amounts),
    email: values.mail,
    gameAccountId: values.gameAccountId ?? "",
    surplus: values.surplus ?? undefined,
  });
  await sendAvatar(order, values);
  return order;
}

export async function submitOrder(input: SubmitOrderInput): Promise<OrderDraft> {
  const { game, amounts, values } = input;
  switch (game.resourcetype) {
    case "PUBGGame":
      return createPubgOrder({ products: toOrderProducts(game, amounts), email: values.mail });
    case "StandoffGame":
      return submitStandoff(input);
    case "Steam": {
      const product = game.products.find((p) => p.isActive);
      return createSteamOrder({
        amount: product ? (amounts[product.id] ?? 0) : 0,
        steamAccountId: values.steamAccountId ?? "",
        email: values.mail,
      });
    }
    case "SupplyGame":
      return createSupplyOrder({
        products: toOrderProducts(game, amounts),
        email: values.mail,
        supplyChannelUserId: values.userId ?? "",
        supplyChannelServer: values.serverId ?? null,
        supplyChannelServerCustomId: values.serverCustomId ?? null,
      });
  }
}
