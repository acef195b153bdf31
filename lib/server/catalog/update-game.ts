// PATCH /api/admin/games/{id}/: the game's row locked, the change checked against its kind (servers, kind settings)
// and its title kept unique, written with the audit entry (before and after, kind settings included when they
// change) in one transaction; then every instance's catalogue cache is dropped so the storefront shows it at once.
import { eq } from "drizzle-orm";
import humps from "humps";
import { cacheTags } from "../cache/cache-tags";
import { invalidateTags } from "../cache/invalidate-tags";
import { getDb, type Db } from "../db/client";
import { games } from "../db/schema";
import { notFound } from "../errors/domain-error";
import { getAdminGame, gameSnapshot } from "./admin-game-row";
import {
  assertKindFields,
  assertUniqueTitle,
  gameColumns,
  readServers,
  writeGameParts,
  type GameChange,
} from "./game-writes";
import { readKindSettings } from "./kind-settings";
import { recordAudit, type AuditActor } from "../audit/record-audit";
import { ROW_LOCK } from "../db/row-lock";

const missing = () => notFound("Игра не найдена.");

/** The kind settings a change touches, before or after it, as the audit log keeps them. */
function settingsPart(change: GameChange, settings: { standoff: object | null; steam: object | null }) {
  return humps.decamelizeKeys({
    ...(change.standoff_settings ? { standoffSettings: settings.standoff } : {}),
    ...(change.steam_settings ? { steamSettings: settings.steam } : {}),
  });
}

export async function updateGame(id: number, change: GameChange, actor: AuditActor) {
  const db = await getDb();
  const [found] = await db.select({ kind: games.kind }).from(games).where(eq(games.id, id));
  if (!found) throw missing();
  assertKindFields(found.kind, change);
  const settingsBefore = await readKindSettings(found.kind);
  await db.transaction(async (tx: Db) => {
    const [before] = await tx.select().from(games).where(eq(games.id, id)).for(ROW_LOCK);
    if (!before) throw missing();
    const serversBefore = await readServers(tx, id);
    if (change.title !== undefined && change.title.toLowerCase() !== before.title.toLowerCase()) {
      await assertUniqueTitle(tx, change.title, id);
    }
    const columns = gameColumns(change);
    const [after] = Object.keys(columns).length
      ? await tx.update(games).set(columns).where(eq(games.id, id)).returning()
      : [before];
    await writeGameParts(tx, before, change);
    await recordAudit(tx, actor, {
      action: "game.update",
      targetType: "game",
      targetId: id,
      before: { ...gameSnapshot(before, serversBefore), ...settingsPart(change, settingsBefore) },
      after: {
        ...gameSnapshot(after, await readServers(tx, id)),
        ...settingsPart(change, {
          standoff: change.standoff_settings ?? null,
          steam: change.steam_settings ?? null,
        }),
      },
    });
  });
  invalidateTags(
    cacheTags.game(id),
    cacheTags.games,
    cacheTags.products,
    ...(change.standoff_settings || change.steam_settings ? [cacheTags.orderSettings] : []),
  );
  return getAdminGame(id);
}
