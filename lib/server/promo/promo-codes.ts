// Promo codes in the console: the list (with the game, gift or owner each is for), creating a code for a game or a
// gift, and switching one off or changing its limit or expiry. Writes lock the row and are audited before/after.
// The storefront reads codes uncached (lib/server/promo/*), so a change is in force at once; a use already
// claimed by an unpaid order stays claimed (claimPromoUse), as the shop's rules say.
import { asc, desc, eq, ilike, sql } from "drizzle-orm";
import { authNow } from "../auth/clock";
import { isUniqueViolation } from "../auth/is-unique-violation";
import { getDb, type Db } from "../db/client";
import { games, gifts, promoCodes, users } from "../db/schema";
import { fieldError, notFound } from "../errors/domain-error";
import { usabilityProblem } from "./promo-code-rules";
import type { PromoCodeRow } from "./describe-promo-code";
import { containsPattern } from "@/lib/server/db/like-pattern";
import { recordAudit, type AuditActor } from "../audit/record-audit";
import { updateAuditedRow } from "../audit/update-audited-row";

export type PromoCreate = {
  code: string;
  percent: number;
  scope: "game" | "gift";
  game_id?: number | null;
  gift_id?: number | null;
  max_uses?: number | null;
  expires_at?: Date | null;
  is_active?: boolean;
};
export type PromoChange = { is_active?: boolean; max_uses?: number | null; expires_at?: Date | null };

const DUPLICATE = "Такой промокод уже есть.";

const withNames = (db: Db) =>
  db
    .select({
      promo: promoCodes,
      gameTitle: games.title,
      giftTitle: gifts.title,
      ownerEmail: users.email,
    })
    .from(promoCodes)
    .leftJoin(games, eq(games.id, promoCodes.gameId))
    .leftJoin(gifts, eq(gifts.id, promoCodes.giftId))
    .leftJoin(users, eq(users.id, promoCodes.ownerUserId));

type Named = {
  promo: PromoCodeRow;
  gameTitle: string | null;
  giftTitle: string | null;
  ownerEmail: string | null;
};

function toAdminPromo({ promo, gameTitle, giftTitle, ownerEmail }: Named) {
  return {
    id: promo.id,
    code: promo.code,
    percent: promo.percent,
    scope: promo.ownerUserId !== null ? "personal" : promo.giftId !== null ? "gift" : "game",
    gameId: promo.gameId,
    gameTitle,
    giftId: promo.giftId,
    giftTitle,
    ownerEmail,
    maxUses: promo.maxUses,
    uses: promo.uses,
    expiresAt: promo.expiresAt?.toISOString() ?? null,
    isActive: promo.isActive,
    isUsable: usabilityProblem(promo, authNow()) === null,
  } as const;
}

/** What the audit log keeps of a code, snake_case as the API shows it. */
const snapshot = (p: PromoCodeRow) => ({
  code: p.code,
  percent: p.percent,
  game_id: p.gameId,
  gift_id: p.giftId,
  max_uses: p.maxUses,
  uses: p.uses,
  expires_at: p.expiresAt?.toISOString() ?? null,
  is_active: p.isActive,
});

async function readAdminPromo(db: Db, id: number) {
  const [row] = await withNames(db).where(eq(promoCodes.id, id));
  if (!row) throw notFound("Промокод не найден.");
  return toAdminPromo(row);
}

export async function listAdminPromoCodes(search: string | undefined, limit: number, offset: number) {
  const db = await getDb();
  const where = search ? ilike(promoCodes.code, containsPattern(search)) : undefined;
  const [rows, [{ count }]] = await Promise.all([
    withNames(db).where(where).orderBy(desc(promoCodes.id)).limit(limit).offset(offset),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(promoCodes)
      .where(where),
  ]);
  return { count, results: rows.map(toAdminPromo) };
}

function refusePastExpiry(expiresAt: Date | null | undefined) {
  if (expiresAt && expiresAt <= authNow()) throw fieldError("expires_at", "Эта дата уже прошла.");
}

export async function createPromoCode(input: PromoCreate, actor: AuditActor) {
  refusePastExpiry(input.expires_at);
  const db = await getDb();
  try {
    const id = await db.transaction(async (tx: Db) => {
      // Shoppers type codes in any case (findPromoCode compares upper-case): one code per spelling.
      const [taken] = await tx
        .select({ id: promoCodes.id })
        .from(promoCodes)
        .where(sql`upper(${promoCodes.code}) = ${input.code.toUpperCase()}`);
      if (taken) throw fieldError("code", DUPLICATE);
      const isGame = input.scope === "game";
      const target = isGame
        ? await tx.select({ id: games.id }).from(games).where(eq(games.id, input.game_id!))
        : await tx.select({ id: gifts.id }).from(gifts).where(eq(gifts.id, input.gift_id!));
      if (!target.length) {
        throw fieldError(isGame ? "game_id" : "gift_id", isGame ? "Игра не найдена." : "Подарок не найден.");
      }
      const [row] = await tx
        .insert(promoCodes)
        .values({
          code: input.code,
          percent: input.percent,
          gameId: isGame ? input.game_id! : null,
          giftId: isGame ? null : input.gift_id!,
          maxUses: input.max_uses ?? null,
          expiresAt: input.expires_at ?? null,
          isActive: input.is_active ?? true,
        })
        .returning();
      await recordAudit(tx, actor, {
        action: "promo_code.create",
        targetType: "promo_code",
        targetId: row.id,
        after: snapshot(row),
      });
      return row.id;
    });
    return readAdminPromo(db, id);
  } catch (err) {
    // Two admins creating the same code at once: the unique index decides.
    if (isUniqueViolation(err)) throw fieldError("code", DUPLICATE);
    throw err;
  }
}

export async function updatePromoCode(id: number, change: PromoChange, actor: AuditActor) {
  if (change.expires_at !== undefined) refusePastExpiry(change.expires_at);
  const db = await getDb();
  await db.transaction((tx: Db) =>
    updateAuditedRow(tx, actor, {
      table: promoCodes,
      where: eq(promoCodes.id, id),
      missing: "Промокод не найден.",
      action: "promo_code.update",
      targetType: "promo_code",
      targetId: id,
      snapshot,
      change: (before) => ({
        isActive: change.is_active ?? before.isActive,
        maxUses: change.max_uses === undefined ? before.maxUses : change.max_uses,
        expiresAt: change.expires_at === undefined ? before.expiresAt : change.expires_at,
      }),
    }),
  );
  return readAdminPromo(db, id);
}

/** The games and gifts a new code can be for, by title (the create dialog's choices). */
export async function listPromoTargets() {
  const db = await getDb();
  const [gameRows, giftRows] = await Promise.all([
    db.select({ id: games.id, title: games.title }).from(games).orderBy(asc(games.title)),
    db.select({ id: gifts.id, title: gifts.title }).from(gifts).orderBy(asc(gifts.title)),
  ]);
  return { games: gameRows, gifts: giftRows };
}
