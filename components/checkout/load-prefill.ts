// What the user data form starts with (SPEC.md section 5): the profile's e-mail, then the account fields of
// the signed-in shopper's last order of this kind (GET .../last_order_data/). A failed lookup only means
// nothing is prefilled: the shopper types the fields.
import { getStandoffLastOrderData } from "@/lib/api/orders-standoff";
import { getSteamLastOrderData } from "@/lib/api/orders-steam";
import { getSupplyLastOrderData } from "@/lib/api/orders-supply-channel";
import type { Game } from "@/lib/api/types/game";
import type { CheckoutFormValues } from "@/lib/schemas/orders/checkout-form";

export type Prefill = Partial<CheckoutFormValues> & {
  /** The avatar of the last Standoff order, offered instead of a new upload. */
  historyAvatar?: { orderId: number; url: string } | null;
};

const text = (value: string | null | undefined) => value ?? undefined;

async function lastOrderFields(game: Game): Promise<Prefill> {
  switch (game.resourcetype) {
    case "StandoffGame": {
      const last = await getStandoffLastOrderData();
      return {
        mail: text(last.email),
        gameAccountId: text(last.gameAccountId),
        historyAvatar: last.id && last.gameAvatar ? { orderId: last.id, url: last.gameAvatar } : null,
      };
    }
    case "Steam": {
      const last = await getSteamLastOrderData();
      return { mail: text(last.email), steamAccountId: text(last.steamAccountId) };
    }
    case "SupplyGame": {
      const last = await getSupplyLastOrderData({ gameId: game.id });
      return {
        mail: text(last.email),
        userId: text(last.moogoldUserId),
        serverId: last.moogoldServer ? String(last.moogoldServer) : undefined,
        serverCustomId: text(last.moogoldServerCustomId),
      };
    }
    default:
      return {};
  }
}

const defined = (prefill: Prefill) =>
  Object.fromEntries(Object.entries(prefill).filter(([, v]) => v !== undefined && v !== "")) as Prefill;

export async function loadPrefill(game: Game, profileEmail: string | null): Promise<Prefill> {
  const fromProfile: Prefill = profileEmail ? { mail: profileEmail } : {};
  if (!profileEmail) return fromProfile;
  try {
    return { ...defined(await lastOrderFields(game)), ...fromProfile };
  } catch {
    return fromProfile;
  }
}
