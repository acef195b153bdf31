// POST /api/promo_codes/get_for_recent_purchases/: a thank-you code for a shopper with a finished order, personal
// (only its owner can use it), single use, created once per user however often it is asked for.
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { getDb } from "../db/client";
import { orders, promoCodes } from "../db/schema";
import { nonFieldError } from "../errors/domain-error";
import { usabilityProblem } from "./promo-code-rules";

export const RECENT_PURCHASES_PERCENT = 5;
const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

const makeCode = () => `THANKS-${Array.from(randomBytes(8), (b) => ALPHABET[b % ALPHABET.length]).join("")}`;

export async function getPromoCodeForRecentPurchases(userId: number) {
  const db = await getDb();
  const find = async () => {
    const [row] = await db.select().from(promoCodes).where(eq(promoCodes.ownerUserId, userId));
    return row;
  };
  const existing = await find();
  const describe = (row: typeof promoCodes.$inferSelect) => ({
    code: row.code,
    percent: row.percent,
    is_usable: usabilityProblem(row) === null,
  });
  if (existing) return describe(existing);
  const [finished] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, "done")))
    .limit(1);
  if (!finished) throw nonFieldError("Промокод за покупки появится после первого выполненного заказа.");
  // Two tabs asking at once: the unique owner column lets one insert win, and both read it.
  for (let attempt = 0; attempt < 3; attempt++) {
    await db
      .insert(promoCodes)
      .values({ code: makeCode(), percent: RECENT_PURCHASES_PERCENT, ownerUserId: userId, maxUses: 1 })
      .onConflictDoNothing();
    const row = await find();
    if (row) return describe(row);
  }
  throw new Error("could not create a personal promo code");
}
