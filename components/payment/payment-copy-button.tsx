"use client";
// Copies a card number or holder, with the payment page's wording.
import { useTranslations } from "next-intl";
import { CopyButton } from "@/components/ui/copy-button";
import styles from "./scenario.module.css";

export function PaymentCopyButton({ text, label }: { text: string; label: string }) {
  const t = useTranslations("payment");
  return (
    <CopyButton
      text={text}
      className={styles.copy}
      label={t("copy_label", { label })}
      title={t("copy")}
      copied={t("copied")}
      failed={t("copy_failed")}
    >
      <span>{t("copy")}</span>
    </CopyButton>
  );
}
