"use client";
// The header's account control: «Войти» for a guest (opens the auth popup), the shopper's name, balance and
// menu once signed in. The server's reading of the cookies is used until the client's session takes over.
import { lazy, Suspense, useEffect } from "react";
import { Button } from "@/components/ui/button";
import type { StampedProfile } from "@/lib/api/auth";
import { bootSession, seedSession, sessionStore } from "@/lib/state/session";
import { readSignInReturn, SIGN_IN_PARAM } from "@/lib/routing/sign-in-return";
import { openAuthPopup } from "@/lib/state/session-popup";
import { useStoreValue } from "@/lib/state/value-store";
import { AuthPopupHost } from "../auth-popup-host";
import { AccountPlaceholder } from "./account-placeholder";
import { useIsHydrated } from "../use-is-hydrated";
import styles from "./account-button.module.css";

// Guests never need the menu: its code loads only where it is rendered (signed-in pages, server-rendered too).
// React's lazy, not next/dynamic: a guest's first load carries no loader code at all (issue 26).
const AccountMenu = lazy(() => import("./account-menu").then((m) => ({ default: m.AccountMenu })));

/** The strings a guest's header needs at once (auth.account.signIn, .loading; auth.popup.loading), from the server. */
export type AccountLabels = { signIn: string; loading: string; popupLoading: string };

export type AccountButtonProps = {
  initialProfile: StampedProfile | null;
  hasSessionCookie: boolean;
  labels: AccountLabels;
};

export function AccountButton({ initialProfile, hasSessionCookie, labels }: AccountButtonProps) {
  const session = useStoreValue(sessionStore);

  useEffect(() => {
    if (initialProfile) seedSession(initialProfile);
    bootSession(); // pages outside the store layout (the 404 screen) have no SessionProvider
  }, [initialProfile]);

  // A guest sent away from a guarded page (`/?sign_in=/profile`): the sign-in dialog opens and leads back there.
  useEffect(() => {
    const returnTo = readSignInReturn(window.location.search);
    if (!returnTo || initialProfile) return;
    const url = new URL(window.location.href);
    url.searchParams.delete(SIGN_IN_PARAM);
    window.history.replaceState(window.history.state, "", url);
    openAuthPopup("sign-in", returnTo);
  }, [initialProfile]);

  // Until the session has its own copy, the server's reading stands: the first client render (hydration
  // included, even when the session already started loading) matches what the server sent.
  const isSignedIn = session.status === "unknown" ? hasSessionCookie : session.status !== "guest";
  const profile = session.status === "guest" ? null : (session.profile ?? initialProfile);

  // The popup's usual opener is this button, so its host lives here: on every page with the header.
  return (
    <>
      <AccountControl
        isSignedIn={isSignedIn}
        profile={profile}
        isLoading={!profile && session.status !== "signed-in"}
        labels={labels}
      />
      <AuthPopupHost loadingLabel={labels.popupLoading} />
    </>
  );
}

type AccountControlProps = {
  isSignedIn: boolean;
  isLoading: boolean;
  profile: StampedProfile | null;
  labels: AccountLabels;
};

function AccountControl({ isSignedIn, isLoading, profile, labels }: AccountControlProps) {
  const isHydrated = useIsHydrated();
  if (!isSignedIn) {
    return (
      <Button
        size="s"
        variant="secondary"
        className={isHydrated ? styles.signIn : `${styles.signIn} ${styles.pending}`}
        // A click before hydration would be lost: the button waits until it can act.
        disabled={!isHydrated}
        icon={<UserIcon />}
        onClick={() => openAuthPopup("sign-in")}
      >
        <span className={styles.signInText}>{labels.signIn}</span>
      </Button>
    );
  }
  if (isLoading) return <AccountPlaceholder label={labels.loading} />;
  return (
    <Suspense fallback={<AccountPlaceholder />}>
      <AccountMenu profile={profile} />
    </Suspense>
  );
}

function UserIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="7" r="3.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path
        d="M3.5 17c1.2-3 3.6-4.5 6.5-4.5s5.3 1.5 6.5 4.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </svg>
  );
}
