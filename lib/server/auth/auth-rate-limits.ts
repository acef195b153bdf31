// Rate limits of the accounts calls: per IP, per account and IP, and per account from anywhere. Windows are
// 15 minutes, so an attacker can at worst delay the real owner, never lock them out for good.
import { limitRate } from "../rate-limit/limit-rate";
import { clientIp } from "../rate-limit/client-ip";

const WINDOW = 15 * 60;

type Policy = { perIp: number; perAccountAndIp?: number; perAccount?: number };

export const AUTH_RATE_POLICIES = {
  signIn: { perIp: 50, perAccountAndIp: 10, perAccount: 100 },
  register: { perIp: 20, perAccountAndIp: 5, perAccount: 10 },
  resetPassword: { perIp: 20, perAccountAndIp: 5, perAccount: 10 },
  resetPasswordConfirm: { perIp: 30, perAccountAndIp: 10, perAccount: 30 },
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
