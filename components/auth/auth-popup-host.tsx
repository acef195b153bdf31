"use client";
// Mounts the auth popup while it is open. The popup (forms, validation, social buttons) loads on first open,
// so pages that never show it do not carry its code; meanwhile a bare overlay says it is coming.
import { lazy, Suspense } from "react";
import { authPopupStore, closeAuthPopup } from "@/lib/state/session-popup";
import { useStoreValue } from "@/lib/state/value-store";
import styles from "./auth-popup-host.module.css";

function LoadingPopup({ label }: { label: string }) {
  return (
    <div className={styles.overlay} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}

// React's lazy, not next/dynamic: a guest's first load carries no loader code (issue 26). The popup never renders on
// the server (it opens on a click), so nothing is lost.
const AuthPopup = lazy(() => import("./popup/auth-popup").then((m) => ({ default: m.AuthPopup })));

/** `loadingLabel`: what the overlay says while the popup loads (auth.popup.loading), from the server. */
export function AuthPopupHost({ loadingLabel }: { loadingLabel: string }) {
  const view = useStoreValue(authPopupStore);
  if (!view) return null;
  return (
    <Suspense fallback={<LoadingPopup label={loadingLabel} />}>
      <AuthPopup view={view} onViewChange={authPopupStore.set} onClose={closeAuthPopup} />
    </Suspense>
  );
}
