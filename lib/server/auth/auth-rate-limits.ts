// Rate limits of the accounts calls. Sign-in slows down wrong guesses per (address, account) and per address
// with growing delays, and has no account-wide limit: whatever an attacker does from their addresses, the
// owner with the right password from another address gets in. The other calls keep fixed 15-minute windows.
import { throttled } from "../errors/domain-error";
import { clientIp } from "../rate-limit/client-ip";
import { limitRate } from "../rate-limit/limit-rate";
import {
  clearBackoff,
  refundBackoffSlot,
  takeBackoffSlot,
  type BackoffPolicy,
} from "../rate-limit/take-backoff-slot";

const WINDOW = 15 * 60;

type Policy = { perIp: number; perAccountAndIp?: number; perAccount?: number };

export const AUTH_RATE_POLICIES = {
  // Per account the limits keep one inbox from being flooded with mail.
  register: { perIp: 20, perAccountAndIp: 5, perAccount: 10 },
  resetPassword: { perIp: 20, perAccountAndIp: 5, perAccount: 10 },
  // Reset tokens cannot be guessed; a per-account limit would only let anyone block the owner's reset.
  resetPasswordConfirm: { perIp: 30, perAccountAndIp: 10 },
  // Someone with a stolen session guessing the current password: a few tries per account, as for sign-in.
  setPassword: { perIp: 20, perAccountAndIp: 5, perAccount: 10 },
  // The provider checks the account itself; only a flood from one address is ours to stop.
  social: { perIp: 60 },
} satisfies Record<string, Policy>;

export type AuthAction = keyof typeof AUTH_RATE_POLICIES;

/** Counts one attempt of `action` by this caller (on `account`, an e-mail or uid); 429 when over a limit. */
export async function limitAuthAttempt(req: Request, action: AuthAction, account?: string): Promise<void> {
  const policy: Policy = AUTH_RATE_POLICIES[action];
  const ip = clientIp(req);
  await limitRate(`auth:${action}:ip:${ip}`, policy.perIp, WINDOW);
  if (account === undefined) return;
  if (policy.perAccountAndIp)
    await limitRate(`auth:${action}:account-ip:${account}|${ip}`, policy.perAccountAndIp, WINDOW);
  if (policy.perAccount) await limitRate(`auth:${action}:account:${account}`, policy.perAccount, WINDOW);
}

export const SIGN_IN_POLICIES = {
  // 5 free guesses on one account from one address, then 1 s, 2 s, 4 s ... up to 15 minutes between guesses.
  perAccountAndIp: { free: 5, baseSec: 1, capSec: 15 * 60, resetAfterSec: 24 * 3600 },
  // Spraying many accounts from one address: 30 free failures, then the same doubling.
  perIp: { free: 30, baseSec: 1, capSec: 15 * 60, resetAfterSec: 3600 },
} satisfies Record<string, BackoffPolicy>;

const signInThrottled = (retryAfterSeconds: number) =>
  throttled(
    retryAfterSeconds,
    `Слишком много неудачных попыток входа. Повторите через ${retryAfterSeconds} с.`,
  );

/**
 * Runs `attempt` (the password check) unless this address must still wait; a slot is taken before the check,
 * so parallel guesses count too. A success clears the (address, account) delay and gives the address its slot
 * back, so only failures add up.
 */
export async function throttleSignIn<T>(
  address: string,
  email: string,
  attempt: () => Promise<T>,
): Promise<T> {
  const pairKey = `signin:account-ip:${email.toLowerCase()}|${address}`;
  const ipKey = `signin:ip:${address}`;
  const pair = await takeBackoffSlot(pairKey, SIGN_IN_POLICIES.perAccountAndIp);
  if (!pair.allowed) throw signInThrottled(pair.retryAfterSeconds);
  const ip = await takeBackoffSlot(ipKey, SIGN_IN_POLICIES.perIp);
  if (!ip.allowed) {
    await refundBackoffSlot(pairKey);
    throw signInThrottled(ip.retryAfterSeconds);
  }
  const result = await attempt();
  await Promise.all([clearBackoff(pairKey), refundBackoffSlot(ipKey)]);
  return result;
}
