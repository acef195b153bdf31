// Steam wallet top-ups: the Steam game's one product is priced per credited rouble; the amount must be within
// its min/max quantity and the total is amount × (1 + commission / 100), in kopecks, rounded half up.
import { and, asc, eq } from "drizzle-orm";
import { getDb, type Db } from "../../db/client";
import { games, orderLines, products } from "../../db/schema";
import { fieldError, nonFieldError } from "../../errors/domain-error";
import type { AuthContext } from "../../http/auth-context";
import type { OrderAccess } from "../access/find-accessible-order";
import { createOrder } from "../create-order";
import { resolveOrderContact } from "../order-contact";
import { requireOrderDraft } from "../order-draft";
import { lineValues, type ProductRow, type ResolvedLine } from "../order-lines-input";
import { addPercent, formatKopecks, unitPriceOf } from "@/lib/money/kopecks";
import { updateCreatedOrder } from "../update-order";
import { validatePlayerId } from "../validate-player-id";
import { getSteamSettings } from "./steam-settings";

async function findSteamProduct(db: Db, gameId?: number | null) {
  const [row] = await db
    .select({ product: products, game: games })
    .from(products)
    .innerJoin(games, eq(games.id, products.gameId))
    .where(
      and(
        eq(games.kind, "steam"),
        eq(games.isActive, true),
        eq(products.isActive, true),
        gameId ? eq(games.id, gameId) : undefined,
      ),
    )
    .orderBy(asc(games.position), asc(games.id), asc(products.position), asc(products.id))
    .limit(1);
  if (!row) throw nonFieldError("Пополнение Steam сейчас недоступно.");
  return row;
}

function priceTopUp(product: ProductRow, amount: number, commission: string) {
  const { minQuantity: min, maxQuantity: max } = product;
  if (amount < min || amount > max) {
    throw fieldError("amount", `Сумма пополнения должна быть от ${min} до ${max} ₽.`);
  }
  const perRouble = unitPriceOf(product);
  const line: ResolvedLine = { product, quantity: amount, unitPrice: addPercent(perRouble, commission) };
  return {
    line,
    subtotal: addPercent(perRouble * BigInt(amount), commission),
    steamAmount: formatKopecks(BigInt(amount) * 100n),
  };
}

export async function createSteamOrder(
  auth: AuthContext,
  input: { amount: number; steam_account_id: string; email?: string },
) {
  const db = await getDb();
  const { product, game } = await findSteamProduct(db);
  validatePlayerId(game, input.steam_account_id, "steam_account_id");
  const { commission } = await getSteamSettings();
  const { line, subtotal, steamAmount } = priceTopUp(product, input.amount, commission);
  const contact = resolveOrderContact(auth, input.email, game);
  const id = await createOrder({
    kind: "steam",
    ...contact,
    gameId: game.id,
    subtotal,
    lines: [line],
    fields: { steamAccountId: input.steam_account_id, steamAmount },
  });
  return requireOrderDraft(id);
}

export async function updateSteamOrder(access: OrderAccess, orderId: number, amount: number) {
  const { commission } = await getSteamSettings();
  return updateCreatedOrder(access, orderId, "steam", async (tx, order) => {
    const { product } = await findSteamProduct(tx, order.gameId);
    const { line, subtotal, steamAmount } = priceTopUp(product, amount, commission);
    await tx.delete(orderLines).where(eq(orderLines.orderId, order.id));
    await tx.insert(orderLines).values(lineValues(order.id, line));
    return { subtotal, set: { steamAmount } };
  });
}
