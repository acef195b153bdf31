// The server of a supply-channel order: none when the game needs none; one of the game's own servers when
// they are a list (is_server_enum); otherwise the server (zone) id the shopper typed.
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { gameServers } from "../../db/schema";
import { fieldError } from "../../errors/domain-error";

type ServerInput = { server?: number | null; customId?: string | null };
type FieldNames = { server: string; customId: string };

export async function resolveSupplyServer(
  db: Db,
  game: { id: number; isServerNeeded: boolean; isServerEnum: boolean },
  input: ServerInput,
  fields: FieldNames,
): Promise<{ supplyServer: number | null; supplyServerCustomId: string | null }> {
  if (!game.isServerNeeded) return { supplyServer: null, supplyServerCustomId: null };
  if (game.isServerEnum) {
    if (input.server === undefined || input.server === null)
      throw fieldError(fields.server, "Выберите сервер.");
    const [server] = await db
      .select({ id: gameServers.id })
      .from(gameServers)
      .where(and(eq(gameServers.id, input.server), eq(gameServers.gameId, game.id)));
    if (!server) throw fieldError(fields.server, "Выберите сервер из списка серверов этой игры.");
    return { supplyServer: server.id, supplyServerCustomId: null };
  }
  const custom = input.customId?.trim();
  if (!custom) throw fieldError(fields.customId, "Укажите сервер (Zone ID) аккаунта.");
  return { supplyServer: null, supplyServerCustomId: custom };
}
