"use client";
// The shopper's knowing confirmation of a player id the provider does not know ("Игрок с таким ID не найден"):
// the order goes on only once the id is corrected or this box is ticked for exactly the id and server typed.
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import type { PlayerLookupResult } from "./use-player-lookup";
import styles from "./checkout.module.css";

export type PlayerVouch = {
  id: string;
  isPlayerUnknown: boolean;
  isVouched: boolean;
  setVouched: (isVouched: boolean) => void;
};

/** `key` names the id and server typed; a tick counts for that key only. */
export function usePlayerVouch(result: PlayerLookupResult, key: string): PlayerVouch {
  const [vouchedFor, setVouchedFor] = useState<string | null>(null);
  const id = useId();
  const isPlayerUnknown = result.status === "notFound";
  return {
    id,
    isPlayerUnknown,
    isVouched: isPlayerUnknown && vouchedFor === key,
    setVouched: (isVouched) => setVouchedFor(isVouched ? key : null),
  };
}

export function VouchCheckbox({ vouch }: { vouch: PlayerVouch }) {
  const t = useTranslations("playerLookup");
  return (
    <label className={styles.vouch}>
      <input
        id={vouch.id}
        type="checkbox"
        checked={vouch.isVouched}
        onChange={(e) => vouch.setVouched(e.target.checked)}
      />
      <span>{t("vouch")}</span>
    </label>
  );
}
