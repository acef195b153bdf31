// The common half of social auth/ and bind/: the browser's cookie must hold this attempt (state, PKCE verifier,
// redirect_uri); then the provider's answer becomes a verified identity (or the one already waiting).
// SPEC.md's body is (code, redirect_uri, email): the state lives in the HttpOnly cookie url/ set, so a callback
// posted without it (forged, or from another browser) is refused. A client may still send the callback's state
// (the storefront's redirect page does); then it must be this attempt's. Where the provider has no PKCE (telegram,
// vk, facebook, steam: the attempt's cookie holds no verifier) the state is required: nothing else ties the code to
// this browser's attempt, so an attacker's own code posted into a victim's fresh attempt would sign the victim in
// to the attacker's account (login CSRF).
import { createHash, timingSafeEqual } from "node:crypto";
import type { SocialProvider } from "@/lib/schemas/auth/providers";
import { fieldError, nonFieldError } from "../../errors/domain-error";
import { getSocialAdapter } from "../providers/get-social-adapter";
import type { SocialIdentity } from "../providers/social-adapter";
import { providerNotConfigured } from "./start-social-login";
import { openSocialState, type SocialState } from "./social-state-cookie";

export type CallbackInput = { code: string; redirectUri: string; state?: string; deviceId?: string };

const STALE = "Сессия входа не найдена или устарела (проверка state не пройдена). Начните вход заново.";

export const hashCallbackCode = (code: string) => createHash("sha256").update(code).digest("hex");

/** The state the client sent, if any: Steam and Telegram return to redirect_uri?state=..., so the page may post
 * it inside `code`. */
function stateOf(input: CallbackInput): string | undefined {
  if (input.state) return input.state;
  if (!input.code.includes("state=")) return undefined;
  return new URLSearchParams(input.code.replace(/^\?/, "")).get("state") ?? undefined;
}

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

export async function readSocialCallback(
  provider: SocialProvider,
  input: CallbackInput,
  cookie: string | undefined,
): Promise<{ identity: SocialIdentity; saved: SocialState }> {
  const saved = await openSocialState(cookie, provider);
  if (!saved) throw nonFieldError(STALE);
  const state = stateOf(input);
  if (state === undefined ? !saved.codeVerifier : !sameText(state, saved.state)) throw nonFieldError(STALE);
  if (input.redirectUri !== saved.redirectUri) {
    throw fieldError("redirect_uri", "Адрес возврата не совпадает с тем, с которого начинался вход.");
  }
  const codeHash = hashCallbackCode(input.code);
  if (saved.pending && sameText(saved.pending.codeHash, codeHash))
    return { identity: saved.pending.identity, saved };
  const adapter = getSocialAdapter(provider, new URL(saved.redirectUri).origin);
  if (!adapter) throw providerNotConfigured(provider);
  const identity = await adapter.exchange({
    code: input.code,
    redirectUri: saved.redirectUri,
    state: saved.state,
    codeVerifier: saved.codeVerifier,
    deviceId: input.deviceId,
  });
  return { identity, saved };
}
