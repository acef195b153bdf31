// The auth popup (sign in, sign up, forgotten password) is one per page; any component may open it.
import { createValueStore } from "./value-store";

export const AUTH_VIEWS = ["sign-in", "sign-up", "forgot-password"] as const;
export type AuthView = (typeof AUTH_VIEWS)[number];

/** The open view, or null when the popup is closed. */
export const authPopupStore = createValueStore<AuthView | null>(null);

/** Where a sign-in through the open popup goes next (a guarded page the guest was sent away from), if anywhere. */
export const authReturnPathStore = createValueStore<string | null>(null);

/** Opens the popup, e.g. when a guest orders from a game that requires sign-in. */
export function openAuthPopup(view: AuthView = "sign-in", returnTo: string | null = null) {
  authReturnPathStore.set(returnTo);
  authPopupStore.set(view);
}

export function closeAuthPopup() {
  authPopupStore.set(null);
  authReturnPathStore.set(null);
}
