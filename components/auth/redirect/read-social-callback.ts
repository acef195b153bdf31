// What a provider sent back to /auth/{provider}/redirect, read from the query string (and the fragment,
// where Telegram puts tgAuthResult). An answer without the attempt's state is never posted: every provider sends
// it back, and where the provider has no PKCE nothing else shows that the answer belongs to this browser's attempt
// (a link carrying someone else's code would sign this shopper in to that account).
import type { SocialProvider } from "@/lib/api/types/auth";

export type SocialCallback =
  | { kind: "code"; code: string; state: string; deviceId?: string }
  | { kind: "denied" }
  | { kind: "error"; description: string | null }
  | { kind: "missing" };

const MAX_DESCRIPTION = 300;

export function readSocialCallback(provider: SocialProvider, search: string, hash: string): SocialCallback {
  const query = new URLSearchParams(search.replace(/^\?/, ""));
  const fragment = new URLSearchParams(hash.replace(/^#/, ""));
  const get = (name: string) => query.get(name) ?? fragment.get(name) ?? undefined;

  const error = get("error");
  if (error === "access_denied" || query.get("openid.mode") === "cancel") return { kind: "denied" };
  if (error)
    return { kind: "error", description: get("error_description")?.slice(0, MAX_DESCRIPTION) ?? null };

  const state = get("state");
  if (!state) return { kind: "missing" };
  // Steam answers with openid.* fields that the server verifies as a whole: the query string is the code.
  if (provider === "steam" && (query.has("openid.mode") || query.has("code")))
    return { kind: "code", code: search.replace(/^\?/, ""), state };
  const telegram = provider === "telegram" ? get("tgAuthResult") : undefined;
  if (telegram) return { kind: "code", code: telegram, state };
  const code = get("code");
  if (!code) return { kind: "missing" };
  return { kind: "code", code, state, deviceId: provider === "vk_id" ? get("device_id") : undefined };
}
