"use client";
// The end of every console form: the server's refusal (if any) or the last save's confirmation, the confirming
// button and, in a dialog, "Отмена" (a form on a page has no cancel).
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import styles from "./admin.module.css";

export function DialogFooter({
  error,
  notice,
  label,
  isBusy,
  onCancel,
}: {
  error: string | null | undefined;
  /** Shown while there is no error, e.g. "Сохранено." after a form on a page saved. */
  notice?: string | null;
  label: string;
  isBusy: boolean;
  onCancel?: () => void;
}) {
  const t = useTranslations("admin");
  return (
    <>
      {error && (
        <p role="alert" className={styles.alert}>
          {error}
        </p>
      )}
      {notice && !error && (
        <p role="status" className={styles.notice}>
          {notice}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" size="s" disabled={isBusy} aria-busy={isBusy}>
          {label}
        </Button>
        {onCancel && (
          <Button type="button" size="s" variant="ghost" onClick={onCancel}>
            {t("cancel")}
          </Button>
        )}
      </div>
    </>
  );
}
