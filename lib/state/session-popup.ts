// The auth popup (sign in, sign up, forgotten password) is one per page; any component may open it.
import { atom, getDefaultStore } from "jotai";

export const AUTH_VIEWS = ["sign-in", "sign-up", "forgot-password"] as const;
export type AuthView = (typeof AUTH_VIEWS)[number];

/** The open view, or null when the popup is closed. */
export const authPopupAtom = atom<AuthView | null>(null);

/** Where a sign-in through the open popup goes next (a guarded page the guest was sent away from), if anywhere. */
export const authReturnPathAtom = atom<string | null>(null);

/** Opens the popup, e.g. when a guest orders from a game that requires sign-in. */
export function openAuthPopup(view: AuthView = "sign-in", returnTo: string | null = null) {
  getDefaultStore().set(authReturnPathAtom, returnTo);
  getDefaultStore().set(authPopupAtom, view);
}

export function closeAuthPopup() {
  getDefaultStore().set(authPopupAtom, null);
  getDefaultStore().set(authReturnPathAtom, null);
}
