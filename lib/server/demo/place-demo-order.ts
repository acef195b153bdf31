// One demo order placed the way a shopper places it: the kind's own create service (its validation, pricing and
// promo rules), the promo code applied through the order's promo call, then a payment started with the chosen
// method, all as the order's owner (or, for a guest, with the order access its browser's signed cookie proves).
import { readFile } from "node:fs/promises";
import path from "node:path";
import { createPaymentBodySchema } from "@/lib/schemas/payments/payment-endpoints";
import type { AuthContext } from "../http/auth-context";
import type { OrderAccess } from "../orders/access/find-accessible-order";
import { createProductOrder } from "../orders/kinds/create-product-order";
import { createRokkyOrder } from "../orders/kinds/rokky-order";
import { attachStandoffAvatar } from "../orders/kinds/standoff-avatar";
import { createStandoffOrder } from "../orders/kinds/standoff-order";
import { createSteamOrder } from "../orders/kinds/steam-order";
import { createSupplyOrder } from "../orders/kinds/supply-order";
import { createPayment } from "../payments/create-payment";
import { activateOrderPromoCode } from "../promo/order-promo-code";
import type { DemoRefs } from "./load-demo-refs";
import type { OrderSeed } from "./order-seed";

/** A phone for the methods that ask for one (mobile payment). */
const DEMO_PHONE = "+7 900 000-00-00";

function createFor(seed: OrderSeed, refs: DemoRefs, auth: AuthContext) {
  const email = auth.user ? undefined : seed.email;
  const products = (seed.lines ?? []).map(([key, quantity]) => ({
    product_id: refs.product(seed.game!, key),
    quantity,
  }));
  switch (seed.kind) {
    case "pubg":
      return createProductOrder("pubg", auth, { products, email });
    case "standoff":
      return createStandoffOrder(auth, {
        products,
        email,
        game_account_id: seed.gameAccountId!,
        surplus: seed.surplus ?? null,
      });
    case "supply":
      return createSupplyOrder(auth, {
        products,
        email,
        supply_channel_user_id: seed.supplyUserId!,
        supply_channel_server: seed.server ? refs.server(seed.game!, seed.server) : null,
        supply_channel_server_custom_id: seed.supplyServerCustomId ?? null,
      });
    case "steam":
      return createSteamOrder(auth, {
        amount: seed.steamAmount!,
        steam_account_id: seed.steamAccountId!,
        email,
      });
    case "rokky":
      return createRokkyOrder(auth, { gift: refs.gift(seed.gift!), email });
  }
}

/** The Standoff account's avatar, uploaded as the order form uploads it (a PNG picture, multipart). */
async function uploadAvatar(seed: OrderSeed, access: OrderAccess, orderId: number) {
  const file = `standoff-${1 + (seed.key.length % 2)}.png`;
  const bytes = await readFile(path.join(process.cwd(), "public", "images", "avatars", file));
  const form = new FormData();
  form.append("game_avatar", new Blob([bytes], { type: "image/png" }), file);
  await attachStandoffAvatar(access, orderId, async () => form);
}

/** Creates the order and starts its payment; answers the order id. */
export async function placeDemoOrder(seed: OrderSeed, refs: DemoRefs): Promise<number> {
  const auth: AuthContext = { user: seed.user ? refs.user(seed.user) : null };
  const { id: orderId } = await createFor(seed, refs, auth);
  // The browser that created a guest order may act on it; the owner's account is enough otherwise.
  const access: OrderAccess = { userId: auth.user?.id ?? null, orderIds: [orderId] };
  if (seed.kind === "standoff") await uploadAvatar(seed, access, orderId);
  if (seed.promo) await activateOrderPromoCode(access, orderId, seed.promo);
  const body = createPaymentBodySchema.parse({
    order_id: orderId,
    currency: seed.currency ?? "RUB",
    ...(seed.method === "sandbox-mobile" ? { phone: DEMO_PHONE } : {}),
  });
  await createPayment(access, seed.method, body);
  return orderId;
}
