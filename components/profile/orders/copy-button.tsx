"use client";
// The copy button of a delivered code in the order history.
import { useTranslations } from "next-intl";
import { CopyButton as BaseCopyButton } from "@/components/ui/copy-button";
import styles from "./copyable-code.module.css";

export function CopyButton({ text }: { text: string }) {
  const t = useTranslations("orderHistory");
  return (
    <BaseCopyButton
      text={text}
      className={styles.copy}
      label={t("copy_label", { code: text })}
      title={t("copy")}
      copied={t("copied")}
      failed={t("copy_failed")}
    />
  );
}
