"use client";
// Copies a card number or holder; the clipboard logic is the order history's, the wording is the payment page's.
import { useTranslations } from "next-intl";
import { copyText } from "@/components/profile/orders/copy-button";
import { notify } from "@/lib/state/notifications";
import styles from "./scenario.module.css";

export function PaymentCopyButton({ text, label }: { text: string; label: string }) {
  const t = useTranslations("payment");
  async function handleClick() {
    try {
      await copyText(text);
      notify({ type: "success", text: t("copied") });
    } catch {
      notify({ type: "error", text: t("copy_failed") });
    }
  }
  return (
    <button
      type="button"
      className={styles.copy}
      onClick={handleClick}
      aria-label={t("copy_label", { label })}
      title={t("copy")}
    >
      <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
        <rect x="5" y="5" width="9" height="9" rx="2" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <path
          d="M11 3.5V3a1.5 1.5 0 0 0-1.5-1.5H3A1.5 1.5 0 0 0 1.5 3v6.5A1.5 1.5 0 0 0 3 11h.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
        />
      </svg>
      <span>{t("copy")}</span>
    </button>
  );
}
