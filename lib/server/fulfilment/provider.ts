// The contract every fulfilment provider (one per kind of goods) implements, real or sandbox. The delivery job
// calls `deliver` once per order line with the line's idempotency key; a retry of the same line passes the same
// key, and the provider must then answer for the delivery it already made instead of making a second one.
// Providers never touch the database: the job stores their answer with the line status in one transaction.

/** What the job knows about the line to deliver. Money is a decimal string in roubles, never a float. */
export type DeliveryRequest = {
  /** Stable per order line ("line-123"): the partner order id / idempotency key sent to the provider. */
  idempotencyKey: string;
  orderId: number;
  lineId: number;
  quantity: number;
  /** What the shopper paid for this line (price x quantity, after the order's discounts), roubles. */
  amount: string;
  product: {
    id: number;
    title: string;
    /** The provider's own product reference (MooGold variation id, distributor SKU…), when the catalogue has one. */
    externalId: string | null;
    amountUc: number | null;
    gold: number | null;
  };
  /** Account details the shopper entered, per kind. */
  account: {
    supplyUserId?: string | null;
    supplyServer?: string | null;
    steamAccountId?: string | null;
    /** Steam: roubles to credit to the wallet (what the shopper was promised before paying). */
    steamAmount?: string | null;
    gameAccountId?: string | null;
  };
  email: string;
};

/** A code or key handed to the shopper, with what it is worth or how to use it. */
export type DeliveredItem = { code: string; amountUc?: number; instructions?: string };

export type DeliveryResult =
  /** Done: what the shopper gets (codes, keys; may be empty for a direct top-up) and the provider's reference. */
  | { kind: "delivered"; providerRef: string; items: DeliveredItem[]; detail?: string }
  /** Accepted but not finished (the provider works asynchronously): ask again with `check` after `retryInSeconds`. */
  | { kind: "pending"; providerRef: string; retryInSeconds: number }
  /** The account details are wrong (unknown player id, server, Steam login): the shopper must correct them. */
  | {
      kind: "incorrect_details";
      field: "supplyUserId" | "supplyServer" | "steamAccountId" | "gameAccountId";
      message: string;
    }
  /** Will never work for this line (out of stock at the provider, product withdrawn): refund it. */
  | { kind: "failed"; reason: string };

/** A transient fault (timeout, 5xx, rate limit): the job retries the line later with the same key. */
export class TransientDeliveryError extends Error {
  constructor(
    message: string,
    readonly retryInSeconds?: number,
  ) {
    super(message);
    this.name = "TransientDeliveryError";
  }
}

export type PlayerLookup =
  { kind: "found"; nickname: string } | { kind: "not_found"; message: string } | { kind: "unsupported" };

export interface FulfilmentProvider {
  /** "sandbox-supply", "moogold", … (logged and stored with the line). */
  readonly name: string;
  deliver(request: DeliveryRequest): Promise<DeliveryResult>;
  /** Asks about a delivery the provider answered "pending" for (same idempotency key). */
  check(request: DeliveryRequest, providerRef: string): Promise<DeliveryResult>;
  /**
   * What the provider holds under the request's idempotency key, never placing an order: a delivery or a pending
   * one, or null when it holds nothing (a call that faulted may still have got through; staff ask before they
   * refund such a line).
   */
  find(request: DeliveryRequest): Promise<DeliveryResult | null>;
  /** Where the provider can tell who a player id belongs to, before the shopper pays. */
  lookupPlayer?(input: {
    productExternalId: string | null;
    userId: string;
    server?: string | null;
  }): Promise<PlayerLookup>;
}
