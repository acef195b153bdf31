// Builds the demo orders from order-seeds: prices come from the seeded catalogue, totals are summed in
// integer kopecks, promo discounts are applied the way checkout does, and hashes are 128 random bits.
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "../db";
import { orderLines, orders, promoCodes } from "../schema";
import type { CatalogRefs } from "./insert-catalog";
import type { GiftRow } from "./insert-gifts";
import { formatKopecks, percentOf, toKopecks } from "./money";
import type { OrderSeed } from "./order-seed";
import { orderSeeds } from "./order-seeds";
import type { PromoRow } from "./promo-codes";
import { hoursBefore, minutesAfter } from "./time";
import type { UserRow } from "./users";

export type OrderRow = typeof orders.$inferSelect;

type Refs = {
  catalog: CatalogRefs;
  gifts: Map<string, GiftRow>;
  users: Map<string, UserRow>;
  promos: Map<string, PromoRow>;
};

/** The demo Steam commission, in per cent on top of the credited amount. */
export const STEAM_COMMISSION_PERCENT = 8;

const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** A redeem code such as "7KQ2M-XR9PT-4HDWA": groups of unambiguous characters. */
function makeCode(groups: number, size: number): string {
  const bytes = randomBytes(groups * size);
  const chars = Array.from(bytes, (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join("");
  return Array.from({ length: groups }, (_, i) => chars.slice(i * size, (i + 1) * size)).join("-");
}

const lineStatusFor = {
  waiting_for_payment: "processing",
  done: "completed",
  sent: "sending",
  paid: "processing",
  failed: "incorrect-details",
} as const;

const paymentStatusFor = {
  waiting_for_payment: "pending",
  done: "succeeded",
  sent: "succeeded",
  paid: "succeeded",
  failed: "refunded",
} as const;

function buildLines(seed: OrderSeed, refs: Refs) {
  if (seed.kind === "steam") {
    // One line priced per credited rouble with the commission included, so quantity × price is what was paid.
    const perRouble = toKopecks("1.00") + percentOf(toKopecks("1.00"), STEAM_COMMISSION_PERCENT);
    const product = refs.catalog.products.get("steam-wallet")!;
    return [{ product, quantity: seed.steamAmount!, price: perRouble, status: lineStatusFor[seed.status] }];
  }
  return (seed.lines ?? []).map(([key, quantity, status]) => {
    const product = refs.catalog.products.get(key);
    if (!product) throw new Error(`Seed: unknown product ${key}`);
    return {
      product,
      quantity,
      price: toKopecks(product.discountPrice ?? product.price),
      status: status ?? lineStatusFor[seed.status],
    };
  });
}

export async function insertOrders(db: Db, refs: Refs, now: Date): Promise<Map<string, OrderRow>> {
  const result = new Map<string, OrderRow>();
  for (const seed of orderSeeds) {
    const user = seed.user ? refs.users.get(seed.user)! : undefined;
    const gift = seed.gift ? refs.gifts.get(seed.gift)! : undefined;
    const promo = seed.promo ? refs.promos.get(seed.promo)! : undefined;
    const lines = buildLines(seed, refs);
    const subtotal = gift
      ? toKopecks(gift.discountPrice ?? gift.price)
      : lines.reduce((sum, l) => sum + l.price * BigInt(l.quantity), 0n);
    const total = subtotal - (promo ? percentOf(subtotal, promo.percent) : 0n);
    const created = hoursBefore(now, seed.hoursAgo);
    const isDelivered = seed.status === "done";

    const [order] = await db
      .insert(orders)
      .values({
        hash: randomBytes(16).toString("hex"),
        kind: seed.kind,
        status: seed.status,
        userId: user?.id ?? null,
        gameId: seed.game ? refs.catalog.games.get(seed.game)!.id : null,
        giftId: gift?.id ?? null,
        email: user?.email ?? seed.email!,
        totalWithoutPromocode: formatKopecks(subtotal),
        total: formatKopecks(total),
        totalToPay: formatKopecks(total),
        promoCodeId: promo?.id ?? null,
        rejectReason: seed.rejectReason ?? null,
        gameAccountId: seed.gameAccountId ?? null,
        gameAvatar: seed.gameAvatar ?? null,
        surplus: seed.surplus ?? null,
        steamAccountId: seed.steamAccountId ?? null,
        steamAmount: seed.steamAmount ? formatKopecks(BigInt(seed.steamAmount) * 100n) : null,
        supplyUserId: seed.supplyUserId ?? null,
        supplyServer: seed.server ? refs.catalog.servers.get(`${seed.game}/${seed.server}`)! : null,
        supplyServerCustomId: seed.supplyServerCustomId ?? null,
        giftCode: gift && isDelivered ? makeCode(3, 5) : null,
        paymentMethod: seed.method,
        paymentId: `sbx_${randomBytes(12).toString("hex")}`,
        paymentStatus: paymentStatusFor[seed.status],
        currency: seed.currency ?? "RUB",
        created,
        updated: minutesAfter(created, seed.status === "paid" ? 1 : 4 + (seed.hoursAgo % 7)),
      })
      .returning();
    result.set(seed.key, order);

    if (lines.length) {
      await db.insert(orderLines).values(
        lines.map((l) => ({
          orderId: order.id,
          productId: l.product.id,
          quantity: l.quantity,
          price: formatKopecks(l.price),
          status: l.status,
          // PUBG is delivered as redeem codes, one line per pack.
          amountUc: l.product.amountUc === null ? null : l.product.amountUc * l.quantity,
          code: seed.kind === "pubg" && l.status === "completed" ? makeCode(4, 4) : null,
        })),
      );
    }
  }
  // Use counters agree with the orders that used each code.
  await db
    .update(promoCodes)
    .set({ uses: sql`(select count(*)::int from ${orders} where ${orders.promoCodeId} = ${promoCodes.id})` });
  return result;
}
