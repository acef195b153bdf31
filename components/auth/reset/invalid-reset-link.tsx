"use client";
// A reset link without its uid or token: nothing to submit, offer a new link.
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { openAuthPopup } from "@/lib/state/session-popup";
import cardStyles from "../card/auth-card.module.css";
import { RESET_TITLE_ID } from "./reset-password-form";

export function InvalidResetLink() {
  const t = useTranslations("auth.reset");
  return (
    <>
      <h1 id={RESET_TITLE_ID} className={cardStyles.title}>
        {t("invalidTitle")}
      </h1>
      <p className={cardStyles.text} role="alert">
        {t("invalidText")}
      </p>
      <div className={cardStyles.actions}>
        <Button isBlock onClick={() => openAuthPopup("forgot-password")}>
          {t("requestNew")}
        </Button>
        <Button href="/" variant="secondary" isBlock>
          {t("home")}
        </Button>
      </div>
    </>
  );
}
