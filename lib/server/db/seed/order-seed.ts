// The shape of a demo order, on its own so that the lists in recent-orders.ts and demo-history.ts need not
// import order-seeds.ts, which gathers them.
import type { lineStatus, orderKind, orderStatus } from "../schema";
import type { GameKey } from "./games";

type LineStatus = (typeof lineStatus.enumValues)[number];

export type OrderSeed = {
  key: string;
  kind: (typeof orderKind.enumValues)[number];
  status: Extract<
    (typeof orderStatus.enumValues)[number],
    "waiting_for_payment" | "paid" | "sent" | "done" | "failed"
  >;
  hoursAgo: number;
  /** A seeded user's key; without it the order is a guest order placed with `email`. */
  user?: string;
  email?: string;
  game?: GameKey;
  gift?: string;
  /** Product key, quantity and, when it differs from the order's, the line status. */
  lines?: [product: string, quantity: number, status?: LineStatus][];
  /** Steam top-up in whole roubles credited to the wallet. */
  steamAmount?: number;
  steamAccountId?: string;
  gameAccountId?: string;
  gameAvatar?: string;
  surplus?: string;
  supplyUserId?: string;
  server?: string;
  supplyServerCustomId?: string;
  promo?: string;
  method: string;
  currency?: string;
  rejectReason?: string;
};
