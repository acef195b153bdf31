// POST /api/admin/games/: a new game of a kind, with its fields, servers and kind settings, in one transaction that
// also writes the audit entry; then every instance's catalogue cache is dropped, so an active game is on the
// storefront at once. The logo is uploaded afterwards (it starts empty).
import type { z } from "zod";
import type { gameCreateBodySchema } from "@/lib/schemas/admin/games";
import humps from "humps";
import { cacheTags } from "../cache/cache-tags";
import { invalidateTags } from "../cache/invalidate-tags";
import { getDb, type Db } from "../db/client";
import { games } from "../db/schema";
import { getAdminGame, gameSnapshot } from "./admin-game-row";
import { assertKindFields, assertUniqueTitle, gameColumns, readServers, writeGameParts } from "./game-writes";
import { readKindSettings } from "./kind-settings";
import { recordAudit, type AuditActor } from "../audit/record-audit";

export async function createGame(body: z.output<typeof gameCreateBodySchema>, actor: AuditActor) {
  assertKindFields(body.kind, body);
  // Stores the kind's defaults before the transaction, so the change below merges into a row that exists.
  await readKindSettings(body.kind);
  const db = await getDb();
  const id = await db.transaction(async (tx: Db) => {
    await assertUniqueTitle(tx, body.title);
    const [game] = await tx
      .insert(games)
      .values({ ...gameColumns(body), kind: body.kind, title: body.title, logo: "" })
      .returning();
    await writeGameParts(tx, game, body);
    await recordAudit(tx, actor, {
      action: "game.create",
      targetType: "game",
      targetId: game.id,
      after: {
        kind: game.kind,
        ...gameSnapshot(game, await readServers(tx, game.id)),
        ...humps.decamelizeKeys({
          standoffSettings: body.standoff_settings,
          steamSettings: body.steam_settings,
        }),
      },
    });
    return game.id;
  });
  invalidateTags(
    cacheTags.game(id),
    cacheTags.games,
    cacheTags.products,
    ...(body.standoff_settings || body.steam_settings ? [cacheTags.orderSettings] : []),
  );
  return getAdminGame(id);
}
