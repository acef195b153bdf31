// Gift (Rokky) orders: one gift, priced from the catalogue (its discount price when set), no lines.
import { eq } from "drizzle-orm";
import { getDb, type Db } from "../../db/client";
import { gifts } from "../../db/schema";
import { fieldError } from "../../errors/domain-error";
import type { AuthContext } from "../../http/auth-context";
import type { OrderAccess } from "../access/find-accessible-order";
import { createOrder } from "../create-order";
import { resolveOrderContact } from "../order-contact";
import { requireOrderDraft } from "../order-draft";
import { unitPriceOf } from "@/lib/money/kopecks";
import { updateCreatedOrder } from "../update-order";

async function findActiveGift(db: Db, giftId: number) {
  const [gift] = await db.select().from(gifts).where(eq(gifts.id, giftId));
  if (!gift) throw fieldError("gift", `Недопустимый первичный ключ "${giftId}" - объект не существует.`);
  if (!gift.isActive) throw fieldError("gift", "Этот подарок сейчас недоступен для покупки.");
  return gift;
}

export async function createRokkyOrder(auth: AuthContext, input: { gift: number; email?: string }) {
  const db = await getDb();
  const gift = await findActiveGift(db, input.gift);
  const contact = resolveOrderContact(auth, input.email);
  const id = await createOrder({
    kind: "rokky",
    ...contact,
    gameId: null,
    giftId: gift.id,
    subtotal: unitPriceOf(gift),
    fields: { cashback: gift.cashback },
    lines: [],
  });
  return requireOrderDraft(id);
}

export function updateRokkyOrder(access: OrderAccess, orderId: number, giftId: number) {
  return updateCreatedOrder(access, orderId, "rokky", async (tx) => {
    const gift = await findActiveGift(tx, giftId);
    return { subtotal: unitPriceOf(gift), set: { giftId: gift.id, cashback: gift.cashback } };
  });
}
