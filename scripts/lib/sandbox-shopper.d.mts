// Types of scripts/lib/sandbox-shopper.mjs for the process tests.
export type Purchase = { email: string; id?: number; hash?: string; step: string };
/** A supply-channel product of a game without servers or sign-in: one line, delivered by the sandbox provider. */
export function supplyProduct(origin: string): Promise<number>;
/**
 * A guest buys one line and pays it in the sandbox; `step` is "paid" once the store took the payment, else where it
 * stopped.
 */
export function buyAsGuest(
  origin: string,
  productId: number,
  options: { email: string; playerId?: string },
): Promise<Purchase>;
