// Promo codes can be guessed: checking and applying them is limited per IP and per account (429 + Retry-After).
import type { AuthContext } from "../http/auth-context";
import { clientIp } from "../rate-limit/client-ip";
import { limitRate } from "../rate-limit/limit-rate";

const WINDOW_SEC = 10 * 60;
export const PROMO_LIMITS = { perIp: 30, perAccount: 30 };

export async function limitPromoAttempt(req: Request, auth: AuthContext): Promise<void> {
  await limitRate(`promo:ip:${clientIp(req)}`, PROMO_LIMITS.perIp, WINDOW_SEC);
  if (auth.user) await limitRate(`promo:account:${auth.user.id}`, PROMO_LIMITS.perAccount, WINDOW_SEC);
}
