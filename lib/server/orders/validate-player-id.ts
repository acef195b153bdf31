// The game's player id format (games.player_id_pattern, worded by player_id_hint), checked before an order is
// created and whenever delivery_details/update changes the id, so a provider is never sent an id that cannot
// exist. The characters rule every id obeys is already in the route's schema (accountField); this adds the
// game's own format, shared with the order form through checkPlayerId.
import { eq } from "drizzle-orm";
import {
  checkPlayerId,
  compilePlayerIdPattern,
  type PlayerIdRule,
} from "@/lib/schemas/orders/check-player-id";
import type { Db } from "../db/client";
import { games } from "../db/schema";
import { fieldError } from "../errors/domain-error";
import { logger } from "../logger";

type GameFormat = { id?: number; playerIdPattern: string | null; playerIdHint: string | null };

const warnedPatterns = new Set<string>();

/** The game's rule; a stored pattern that is unsafe to run is ignored (and logged once) rather than run. */
export function playerIdRuleOf(game: GameFormat): PlayerIdRule {
  const pattern = game.playerIdPattern?.trim() || null;
  if (pattern && !compilePlayerIdPattern(pattern)) {
    if (!warnedPatterns.has(pattern)) {
      warnedPatterns.add(pattern);
      logger.warn({ gameId: game.id }, "games.player_id_pattern refused as unsafe or invalid: not applied");
    }
    return { pattern: null, hint: null };
  }
  return { pattern, hint: game.playerIdHint };
}

/** Throws 400 {field: [message naming the hint]} when `value` (trimmed) does not fit the game's format. */
export function validatePlayerId(game: GameFormat, value: string, field: string): void {
  const message = checkPlayerId(value, playerIdRuleOf(game));
  if (message) throw fieldError(field, message);
}

/** The same for an existing order's game (delivery_details/update); an order without a game has no format. */
export async function validateOrderPlayerId(
  db: Db,
  gameId: number | null,
  value: string,
  field: string,
): Promise<void> {
  if (gameId === null) return;
  const [game] = await db
    .select({ id: games.id, playerIdPattern: games.playerIdPattern, playerIdHint: games.playerIdHint })
    .from(games)
    .where(eq(games.id, gameId));
  if (game) validatePlayerId(game, value, field);
}

/** The body of delivery_details/update: the account id each kind reads from it (the wire's field names). */
const DETAILS_FIELD = {
  supply: "moogold_user_id",
  standoff: "game_account_id",
  steam: "steam_account_id",
} as const;

/**
 * delivery_details/update: the player id the body changes, if any, checked against the order's game as at
 * creation (400 naming the body's field). Kinds without a player id (PUBG, Rokky) pass.
 */
export async function validateChangedPlayerId(
  db: Db,
  kind: string,
  gameId: number | null,
  details: { moogold_user_id?: string; game_account_id?: string; steam_account_id?: string },
): Promise<void> {
  const field = DETAILS_FIELD[kind as keyof typeof DETAILS_FIELD];
  const value = field ? details[field] : undefined;
  if (field && value !== undefined) await validateOrderPlayerId(db, gameId, value, field);
}
