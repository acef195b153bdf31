"use client";
// Mounts the auth popup while it is open. The popup (forms, validation, social buttons) loads on first open,
// so pages that never show it do not carry its code; meanwhile a bare overlay says it is coming.
import { useAtom } from "jotai";
import { useTranslations } from "next-intl";
import { lazy, Suspense } from "react";
import { authPopupAtom, closeAuthPopup } from "@/lib/state/session-popup";
import styles from "./auth-popup-host.module.css";

function LoadingPopup() {
  const t = useTranslations("auth.popup");
  return (
    <div className={styles.overlay} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{t("loading")}</span>
    </div>
  );
}

// React's lazy, not next/dynamic: a guest's first load carries no loader code (issue 26). The popup never renders on
// the server (it opens on a click), so nothing is lost.
const AuthPopup = lazy(() => import("./popup/auth-popup").then((m) => ({ default: m.AuthPopup })));

export function AuthPopupHost() {
  const [view, setView] = useAtom(authPopupAtom);
  if (!view) return null;
  return (
    <Suspense fallback={<LoadingPopup />}>
      <AuthPopup view={view} onViewChange={setView} onClose={closeAuthPopup} />
    </Suspense>
  );
}
