// Before paying, the order form asks who a player id belongs to: the id is checked as an order would check it,
// then the game kind's fulfilment provider is asked where it can tell (the supply channel). The answer tells a
// caller whether an id exists, so the call is limited per client address like promo-code checks.
import { and, asc, eq, isNotNull } from "drizzle-orm";
import { PLAYER_NOT_FOUND } from "@/lib/schemas/catalog/player-lookup";
import { getDb, type Db } from "../db/client";
import { gameServers, games, products } from "../db/schema";
import { getFulfilmentProvider } from "../fulfilment/get-fulfilment-provider";
import { TransientDeliveryError } from "../fulfilment/provider";
import { DomainError, fieldError, notFound } from "../errors/domain-error";
import { logger } from "../logger";
import { validatePlayerId } from "../orders/validate-player-id";
import { limitRate } from "../rate-limit/limit-rate";

const WINDOW_SEC = 10 * 60;
/** A shopper checks an id or two per order; a scan of ids needs thousands. */
export const PLAYER_LOOKUP_LIMITS = { perIp: 30 };

type GameRow = typeof games.$inferSelect;

/** The server as the provider wants it: a listed server's name, or the typed zone id. */
async function resolveServer(db: Db, game: GameRow, server: string | undefined) {
  if (!game.isServerNeeded) return null;
  if (!server)
    throw fieldError("server", game.isServerEnum ? "Выберите сервер." : "Укажите сервер (Zone ID) аккаунта.");
  if (!game.isServerEnum) return server;
  const id = /^[1-9]\d{0,9}$/.test(server) ? Number(server) : 0;
  const [row] = id
    ? await db
        .select({ name: gameServers.name })
        .from(gameServers)
        .where(and(eq(gameServers.id, id), eq(gameServers.gameId, game.id)))
    : [];
  if (!row) throw fieldError("server", "Выберите сервер из списка серверов этой игры.");
  return row.name;
}

/** The provider's reference of one of the game's products: MooGold validates a player per product. */
async function findProductExternalId(db: Db, gameId: number) {
  const [row] = await db
    .select({ externalId: products.externalId })
    .from(products)
    .where(and(eq(products.gameId, gameId), eq(products.isActive, true), isNotNull(products.externalId)))
    .orderBy(asc(products.position), asc(products.id))
    .limit(1);
  return row?.externalId ?? null;
}

/**
 * {nickname} when the provider names the player, {nickname: null} where it cannot tell; 404 when it knows none.
 * `address`: the caller's, whose lookups are limited.
 */
export async function lookupPlayer(
  address: string,
  gameId: number,
  input: { userId: string; server?: string },
): Promise<{ nickname: string | null }> {
  await limitRate(`player:ip:${address}`, PLAYER_LOOKUP_LIMITS.perIp, WINDOW_SEC);
  const db = await getDb();
  const [game] = await db.select().from(games).where(eq(games.id, gameId));
  if (!game || !game.isActive) throw notFound();
  validatePlayerId(game, input.userId, "user_id");
  if (game.kind !== "supply") return { nickname: null };
  const server = await resolveServer(db, game, input.server);

  let provider;
  try {
    provider = getFulfilmentProvider("supply");
  } catch (err) {
    // Live mode without the reseller's credentials: orders cannot be delivered either, but the form still works.
    logger.warn({ message: (err as Error).message }, "player lookup: no supply provider");
    return { nickname: null };
  }
  if (!provider.lookupPlayer) return { nickname: null };
  try {
    const found = await provider.lookupPlayer({
      productExternalId: await findProductExternalId(db, game.id),
      userId: input.userId,
      server,
    });
    if (found.kind === "not_found") throw notFound(PLAYER_NOT_FOUND.detail, PLAYER_NOT_FOUND.code);
    return { nickname: found.kind === "found" ? found.nickname : null };
  } catch (err) {
    if (err instanceof DomainError) throw err;
    // A provider that fails must not stand between the shopper and the order: no nickname, no error.
    logger.warn(
      {
        provider: provider.name,
        transient: err instanceof TransientDeliveryError,
        message: (err as Error).message,
      },
      "player lookup failed",
    );
    return { nickname: null };
  }
}
