// delivery_details/update/ of every kind: the e-mail and the account fields of the order's kind; fields left
// out stay as they are. Supply-channel servers are checked against the order's game again.
import { eq } from "drizzle-orm";
import type { NextRequest } from "next/server";
import { games } from "../../db/schema";
import type { AuthContext } from "../../http/auth-context";
import type { OrderKind } from "../order-resource-type";
import { updateCreatedOrder } from "../update-order";
import { resolveSupplyServer } from "./supply-server";

type Details = {
  email?: string;
  game_account_id?: string;
  steam_account_id?: string;
  moogold_user_id?: string;
  moogold_server?: number | null;
  moogold_server_custom_id?: string | null;
};

export function updateDeliveryDetails(
  req: NextRequest,
  auth: AuthContext,
  orderId: number,
  kind: OrderKind,
  d: Details,
) {
  return updateCreatedOrder(req, auth, orderId, kind, async (tx, order) => {
    const set = {
      ...(d.email !== undefined ? { email: d.email } : {}),
      ...(kind === "standoff" && d.game_account_id !== undefined ? { gameAccountId: d.game_account_id } : {}),
      ...(kind === "steam" && d.steam_account_id !== undefined ? { steamAccountId: d.steam_account_id } : {}),
      ...(kind === "supply" && d.moogold_user_id !== undefined ? { supplyUserId: d.moogold_user_id } : {}),
    };
    const changesServer = d.moogold_server !== undefined || d.moogold_server_custom_id !== undefined;
    if (kind !== "supply" || !changesServer || order.gameId === null) return { set };
    const [game] = await tx.select().from(games).where(eq(games.id, order.gameId));
    const server = await resolveSupplyServer(
      tx,
      game,
      {
        server: d.moogold_server === undefined ? order.supplyServer : d.moogold_server,
        customId:
          d.moogold_server_custom_id === undefined ? order.supplyServerCustomId : d.moogold_server_custom_id,
      },
      { server: "moogold_server", customId: "moogold_server_custom_id" },
    );
    return { set: { ...set, ...server } };
  });
}
