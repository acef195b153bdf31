"use client";
// Mounts the auth popup while it is open. The popup (forms, validation, social buttons) loads on first open,
// so pages that never show it do not carry its code; meanwhile a bare overlay says it is coming.
import { useAtom } from "jotai";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
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

const AuthPopup = dynamic(() => import("./popup/auth-popup").then((m) => m.AuthPopup), {
  ssr: false,
  loading: LoadingPopup,
});

export function AuthPopupHost() {
  const [view, setView] = useAtom(authPopupAtom);
  if (!view) return null;
  return <AuthPopup view={view} onViewChange={setView} onClose={closeAuthPopup} />;
}
