// The shopper's session as the UI sees it: a store that the header, the popup and the profile pages read.
// The machinery behind it (API client, react-query) loads on demand, so guests' first load stays small.
import type { StampedProfile } from "@/lib/api/auth";
import { ACCESS_COOKIE, LEGACY_REFRESH_COOKIE } from "@/lib/api/constants";
import { sessionStore } from "./session-store";

export { sessionStore, type SessionState, type SessionStatus } from "./session-store";

/** Whether this browser holds a script-visible token cookie (cheap: no cookie library in the first load). */
export function hasSessionCookies(cookie: string = document.cookie): boolean {
  return cookie.split(";").some((pair) => {
    const at = pair.indexOf("=");
    const name = pair.slice(0, at).trim();
    return (name === ACCESS_COOKIE || name === LEGACY_REFRESH_COOKIE) && pair.slice(at + 1).trim() !== "";
  });
}

/** A profile read on the server for this request: shown at once, and used as the cached first fetch. */
export function seedSession(profile: StampedProfile) {
  const { status } = sessionStore.get();
  if (status === "unknown" || status === "loading") sessionStore.set({ status: "signed-in", profile });
}

const loadRuntime = () => import("./session-runtime");

/** On arrival: a guest needs nothing more; with token cookies the session machinery loads and fetches the profile. */
export function bootSession() {
  if (isBooted) return;
  isBooted = true;
  if (hasSessionCookies()) void startSession();
  else if (sessionStore.get().status === "unknown") sessionStore.set({ status: "guest", profile: null });
}

let isBooted = false;

/** Looks at the tokens and fetches the profile when there are any (at start-up; idempotent). */
export async function startSession(): Promise<void> {
  (await loadRuntime()).startSession();
}

/** After a sign-in: forget whatever was cached and fetch the new shopper's profile. */
export async function restartSession(): Promise<void> {
  (await loadRuntime()).restartSession();
}

/** Logout clears the user, both tokens, the saved cart and the query cache (SPEC.md section 4). */
export async function logout(): Promise<void> {
  await (await loadRuntime()).logout();
}

/** Fetches the profile again (after binding or unbinding a social account, activating a code...). */
export async function refetchProfile(): Promise<StampedProfile | null> {
  return (await loadRuntime()).refetchProfile();
}

/** Puts a profile the server just answered (e.g. after a nickname change) into the cache. */
export async function setSessionProfile(profile: StampedProfile): Promise<void> {
  (await loadRuntime()).setProfile(profile);
}
