// The shape of a demo order, on its own so that the lists in recent-orders.ts and demo-history.ts need not
// import order-seeds.ts, which gathers them. A demo order is placed, paid and delivered by the store's own
// services (seed-demo-orders.ts); `status` is where that run must leave it, and the run fails when it does not.
// The sandbox providers' magic account ids pick the branch: ...1111 out of stock (refunded, failed), ...0000 an
// unknown player (the shopper is asked to correct it); a Standoff order waits in the operator's queue unless done.
import type { orderKind, orderStatus } from "../db/schema";
import type { GameKey } from "../db/seed/games";

export type OrderSeed = {
  key: string;
  kind: (typeof orderKind.enumValues)[number];
  status: Extract<
    (typeof orderStatus.enumValues)[number],
    "waiting_for_payment" | "paid" | "sending" | "done" | "failed"
  >;
  hoursAgo: number;
  /** A seeded user's key; without it the order is a guest order placed with `email`. */
  user?: string;
  email?: string;
  game?: GameKey;
  gift?: string;
  /** Product key and quantity. */
  lines?: [product: string, quantity: number][];
  /** Steam top-up in whole roubles credited to the wallet. */
  steamAmount?: number;
  steamAccountId?: string;
  gameAccountId?: string;
  surplus?: string;
  supplyUserId?: string;
  server?: string;
  supplyServerCustomId?: string;
  promo?: string;
  method: string;
  currency?: string;
  /** Placed once the other orders are delivered, so its owner's balance (their refunds, cashback) pays a share. */
  afterDeliveries?: boolean;
};
