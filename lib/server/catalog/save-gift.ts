// POST /api/admin/gifts/ and PATCH /api/admin/gifts/{id}/: the gift (locked when it exists) merged with the change,
// checked as a whole (price, discount, cashback), written with its discount percent and the audit entry (before
// and after) in one transaction; then every instance's catalogue cache is dropped so the storefront shows it at
// once. The cover is uploaded separately (a new gift starts without one).
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { giftCreateBodySchema, giftUpdateBodySchema } from "@/lib/schemas/admin/gifts";
import { cacheTags } from "../cache/cache-tags";
import { invalidateTags } from "../cache/invalidate-tags";
import { getDb, type Db } from "../db/client";
import { gifts } from "../db/schema";
import { checkGiftValues, giftSnapshot, toAdminGift } from "./admin-gift-row";
import { recordAudit, type AuditActor } from "../audit/record-audit";
import { lockRow } from "../audit/lock-row";

type GiftChange = z.output<typeof giftUpdateBodySchema>;
type GiftRow = typeof gifts.$inferSelect;

/** The row after the change: fields left out keep their value; an empty distributor reference is none. */
function merged(before: Omit<GiftRow, "id" | "created">, c: GiftChange) {
  return {
    title: c.title ?? before.title,
    type: c.type ?? before.type,
    region: c.region ?? before.region,
    price: c.price ?? before.price,
    discountPrice: c.discount_price === undefined ? before.discountPrice : c.discount_price,
    cashback: c.cashback ?? before.cashback,
    logo: before.logo,
    description: c.description ?? before.description,
    tags: c.tags ?? before.tags,
    isMain: c.is_main ?? before.isMain,
    isOldClassic: c.is_old_classic ?? before.isOldClassic,
    externalId: c.external_id === undefined ? before.externalId : c.external_id || null,
    isActive: c.is_active ?? before.isActive,
  };
}

const BLANK = {
  discountPrice: null,
  cashback: "0.00",
  logo: "",
  description: "",
  tags: [],
  isMain: false,
  isOldClassic: false,
  externalId: null,
  isActive: true,
} as const;

async function write(id: number | null, change: GiftChange, actor: AuditActor) {
  const db = await getDb();
  const saved = await db.transaction(async (tx: Db) => {
    let before: GiftRow | undefined;
    if (id !== null) {
      before = await lockRow(tx, gifts, eq(gifts.id, id), "Подарок не найден.");
    }
    const next = merged(before ?? ({ ...BLANK, tags: [] } as unknown as GiftRow), change);
    const values = { ...next, discountPercent: checkGiftValues(next) };
    const [row] =
      id === null
        ? await tx.insert(gifts).values(values).returning()
        : await tx.update(gifts).set(values).where(eq(gifts.id, id)).returning();
    await recordAudit(tx, actor, {
      action: id === null ? "gift.create" : "gift.update",
      targetType: "gift",
      targetId: row.id,
      before: before ? giftSnapshot(before) : null,
      after: giftSnapshot(row),
    });
    return row;
  });
  invalidateTags(cacheTags.gift(saved.id), cacheTags.gifts);
  return toAdminGift(saved);
}

export const createGift = (body: z.output<typeof giftCreateBodySchema>, actor: AuditActor) =>
  write(null, body, actor);

export const updateGift = (id: number, change: GiftChange, actor: AuditActor) => write(id, change, actor);
