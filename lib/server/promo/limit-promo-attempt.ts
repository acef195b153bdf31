// Promo codes can be guessed: checking and applying them is limited per caller address and per account, and for
// a guest per order too (429 + Retry-After). The address is the socket's, so a fresh order, a fresh e-mail or a
// dropped cookie gives no fresh budget; an account's budget is its own whatever order it works on.
import { findOrderFor, type OrderAccess } from "../orders/access/find-accessible-order";
import { limitRate } from "../rate-limit/limit-rate";

const WINDOW_SEC = 10 * 60;
export const PROMO_LIMITS = { perIp: 30, perAccount: 30, perGuestOrder: 10 };

/**
 * Counts one promo-code attempt from the caller's `address`; on an order's calls (`orderId`) the caller must have
 * access first (404 like the call itself), so nobody can spend another shopper's order budget.
 */
export async function limitPromoAttempt(
  address: string,
  userId: number | null,
  on?: { access: OrderAccess; orderId: number },
): Promise<void> {
  await limitRate(`promo:ip:${address}`, PROMO_LIMITS.perIp, WINDOW_SEC);
  if (userId !== null) {
    await limitRate(`promo:account:${userId}`, PROMO_LIMITS.perAccount, WINDOW_SEC);
    return;
  }
  if (!on) return;
  const order = await findOrderFor(on.access, on.orderId);
  await limitRate(`promo:order:${order.id}`, PROMO_LIMITS.perGuestOrder, WINDOW_SEC);
}
