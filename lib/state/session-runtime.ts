// The session's machinery, loaded on demand by lib/state/session.ts: the API client's hooks, the profile query
// (fetched at start-up, fresh for 30 minutes, re-fetched on activate-code / deactivate-code) and logout.
import { QueryObserver, type QueryObserverResult } from "@tanstack/react-query";
import { getProfile, signOut, type StampedProfile } from "@/lib/api/auth";
import { PROFILE_STALE_TIME_MS } from "@/lib/api/constants";
import { apiClient } from "@/lib/api/default-client";
import { ResponseError } from "@/lib/api/errors";
import { clearSavedCart } from "./cart-storage";
import { notify } from "./notifications";
import { sessionStore } from "./session-store";
import { getQueryClient } from "./session-query-client";

/** Window events after which the profile (balance, active promo code) is fetched again. */
export const PROFILE_REFETCH_EVENTS = ["activate-code", "deactivate-code"] as const;

// The one react-query key of the browser: the signed-in profile (every other read is a server component's).
const profileKey = ["auth", "profile"] as const;
type ProfileObserver = QueryObserver<
  StampedProfile,
  Error,
  StampedProfile,
  StampedProfile,
  typeof profileKey
>;
let observer: ProfileObserver | null = null;
let unsubscribe: (() => void) | null = null;
let isInstalled = false;

function install() {
  if (isInstalled) return;
  isInstalled = true;
  const queryClient = getQueryClient();
  queryClient.mount(); // focus and online refetches of stale data, as QueryClientProvider would do
  apiClient.setHooks({
    onLogout: endSession,
    onErrorToast: (text) => notify({ type: "error", text }),
  });
  for (const name of PROFILE_REFETCH_EVENTS) window.addEventListener(name, refetchIfFetched);
}

function refetchIfFetched() {
  // SPEC.md section 4: only when the user data was already fetched.
  if (getQueryClient().getQueryData(profileKey) === undefined) return;
  void getQueryClient().invalidateQueries({ queryKey: profileKey });
}

const guest = { status: "guest", profile: null } as const;

/** A 401 with no refresh token left to try: the access cookie is worthless (expired, forged, revoked).
 * With a refresh token the client has already tried it: a 400 there logged out, an outage keeps the tokens. */
const isRefusedSession = (error: unknown) =>
  error instanceof ResponseError && error.status === 401 && !apiClient.tokens.canRefresh();

const hasTokens = () => Boolean(apiClient.tokens.getAccess() || apiClient.tokens.canRefresh());

function publish(result: QueryObserverResult<StampedProfile>) {
  if (isRefusedSession(result.error)) return logout();
  if (result.data) sessionStore.set({ status: "signed-in", profile: result.data });
  else if (result.isError) sessionStore.set(hasTokens() ? { status: "signed-in", profile: null } : guest);
  else sessionStore.set((s) => (s.profile ? s : { status: "loading", profile: null }));
}

function stopObserving() {
  unsubscribe?.();
  unsubscribe = null;
  observer = null;
}

/** The API client's onLogout: tokens are already gone; forget the user, the saved cart and every cached answer. */
function endSession() {
  stopObserving();
  getQueryClient().clear();
  clearSavedCart();
  sessionStore.set(guest);
}

export function startSession() {
  install();
  if (!hasTokens()) {
    stopObserving();
    sessionStore.set(guest);
    return;
  }
  if (observer) return;
  const queryClient = getQueryClient();
  // A profile the server read for this page counts as the start-up fetch.
  const seeded = sessionStore.get().profile;
  if (seeded && queryClient.getQueryData(profileKey) === undefined)
    queryClient.setQueryData(profileKey, seeded, { updatedAt: seeded.fetchedAt });
  const next: ProfileObserver = new QueryObserver(queryClient, {
    queryKey: profileKey,
    queryFn: ({ signal }) => getProfile({ signal }),
    staleTime: PROFILE_STALE_TIME_MS,
  });
  observer = next;
  unsubscribe = next.subscribe(publish);
  publish(next.getCurrentResult());
}

export function restartSession() {
  stopObserving();
  getQueryClient().clear();
  sessionStore.set({ status: "loading", profile: null });
  startSession();
}

export async function logout() {
  install();
  await signOut(); // ends the sign-in on the server, forgets the tokens, then the onLogout hook clears the rest
}

export async function refetchProfile(): Promise<StampedProfile | null> {
  startSession();
  if (!observer) return null;
  const result = await observer.refetch();
  return result.data ?? null;
}

export function setProfile(profile: StampedProfile) {
  startSession();
  getQueryClient().setQueryData(profileKey, profile);
  sessionStore.set({ status: "signed-in", profile });
}
