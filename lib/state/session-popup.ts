// The auth popup (sign in, sign up, forgotten password) is one per page; any component may open it.
import { atom, getDefaultStore } from "jotai";

export const AUTH_VIEWS = ["sign-in", "sign-up", "forgot-password"] as const;
export type AuthView = (typeof AUTH_VIEWS)[number];

/** The open view, or null when the popup is closed. */
export const authPopupAtom = atom<AuthView | null>(null);

/** Opens the popup, e.g. when a guest orders from a game that requires sign-in. */
export function openAuthPopup(view: AuthView = "sign-in") {
  getDefaultStore().set(authPopupAtom, view);
}

export function closeAuthPopup() {
  getDefaultStore().set(authPopupAtom, null);
}
