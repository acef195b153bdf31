"use client";
// Under the player id: who the id belongs to, so the shopper confirms it before paying. A polite live region,
// so a screen reader hears the nickname arrive after leaving the field.
import { useTranslations } from "next-intl";
import type { PlayerLookupResult } from "./use-player-lookup";
import styles from "./checkout.module.css";

export function PlayerLookupStatus({ result }: { result: PlayerLookupResult }) {
  const t = useTranslations("playerLookup");
  return (
    <p role="status" aria-live="polite" className={styles.playerStatus}>
      {result.status === "checking" && t("checking")}
      {result.status === "found" && (
        <>
          <strong>{t("found", { nickname: result.nickname })}</strong> {t("foundHint")}
        </>
      )}
    </p>
  );
}
