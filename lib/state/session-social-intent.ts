// A social sign-in leaves the site and comes back to /auth/{provider}/redirect: what the shopper was doing
// (signing in or binding from the settings) and where to return is kept in sessionStorage meanwhile.
import { SOCIAL_PROVIDERS, type SocialProvider } from "@/lib/api/types/auth";
import { toSafeReturnPath } from "./session-return-path";

export type SocialIntentKind = "sign-in" | "bind";
export type SocialIntent = {
  provider: SocialProvider;
  kind: SocialIntentKind;
  returnTo: string;
  startedAt: number;
};

export const SOCIAL_INTENT_KEY = "auth:social-intent";
/** Older intents are ignored: the provider's state cookie expires long before this anyway. */
const MAX_AGE_MS = 60 * 60 * 1000;

export function rememberSocialIntent(intent: Omit<SocialIntent, "startedAt">): void {
  try {
    const value: SocialIntent = {
      ...intent,
      returnTo: toSafeReturnPath(intent.returnTo),
      startedAt: Date.now(),
    };
    window.sessionStorage.setItem(SOCIAL_INTENT_KEY, JSON.stringify(value));
  } catch {
    // Without storage the flow still works: it signs in and returns home.
  }
}

/** The intent saved for this provider, if it is recent and well-formed. */
export function readSocialIntent(provider: SocialProvider): SocialIntent | null {
  try {
    const raw = window.sessionStorage.getItem(SOCIAL_INTENT_KEY);
    const value = raw ? (JSON.parse(raw) as Partial<SocialIntent>) : null;
    if (!value || value.provider !== provider || !SOCIAL_PROVIDERS.includes(value.provider)) return null;
    if (value.kind !== "sign-in" && value.kind !== "bind") return null;
    if (typeof value.startedAt !== "number" || Date.now() - value.startedAt > MAX_AGE_MS) return null;
    return {
      provider,
      kind: value.kind,
      returnTo: toSafeReturnPath(value.returnTo),
      startedAt: value.startedAt,
    };
  } catch {
    return null;
  }
}

export function forgetSocialIntent(): void {
  try {
    window.sessionStorage.removeItem(SOCIAL_INTENT_KEY);
  } catch {
    // Nothing to forget.
  }
}
