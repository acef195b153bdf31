"use client";
// The end of every console dialog's form: the server's refusal (if any), the confirming button and "Отмена".
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import styles from "./admin.module.css";

export function DialogFooter({
  error,
  label,
  isBusy,
  onCancel,
}: {
  error: string | null | undefined;
  label: string;
  isBusy: boolean;
  onCancel: () => void;
}) {
  const t = useTranslations("admin");
  return (
    <>
      {error && (
        <p role="alert" className={styles.alert}>
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" size="s" disabled={isBusy} aria-busy={isBusy}>
          {label}
        </Button>
        <Button type="button" size="s" variant="ghost" onClick={onCancel}>
          {t("cancel")}
        </Button>
      </div>
    </>
  );
}
