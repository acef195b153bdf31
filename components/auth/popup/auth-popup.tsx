"use client";
// The auth popup: sign in, sign up and forgotten password, plus the social providers. Loaded on first open.
import { useTranslations } from "next-intl";
import { Modal } from "@/components/ui/modal";
import { WithMessages } from "@/lib/i18n/with-messages";
import type { AuthView } from "@/lib/state/session-popup";
import { SocialButtons } from "../social/social-buttons";
import { AuthTabs, panelId, tabId } from "./auth-tabs";
import { ForgotPasswordForm } from "./forgot-password-form";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";
import styles from "./auth-popup.module.css";

type AuthPopupProps = { view: AuthView; onViewChange: (view: AuthView) => void; onClose: () => void };

/** Loaded on first open: next-intl's provider comes with it (the shell's messages are deferred). */
export function AuthPopup(props: AuthPopupProps) {
  return (
    <WithMessages>
      <AuthPopupDialog {...props} />
    </WithMessages>
  );
}

function AuthPopupDialog({ view, onViewChange, onClose }: AuthPopupProps) {
  const t = useTranslations("auth.popup");
  const isForgot = view === "forgot-password";
  return (
    <Modal
      isOpen
      onClose={onClose}
      title={t(isForgot ? "titleForgot" : "title")}
      size="s"
      className={styles.dialog}
    >
      {isForgot ? (
        <ForgotPasswordForm onBack={() => onViewChange("sign-in")} />
      ) : (
        <>
          <AuthTabs view={view} onChange={onViewChange} />
          <div id={panelId} role="tabpanel" aria-labelledby={tabId(view)} className={styles.panel}>
            {/* key: each view starts with an empty form */}
            {view === "sign-in" ? (
              <SignInForm key="sign-in" onForgot={() => onViewChange("forgot-password")} />
            ) : (
              <SignUpForm key="sign-up" />
            )}
          </div>
          <SocialButtons />
        </>
      )}
    </Modal>
  );
}
