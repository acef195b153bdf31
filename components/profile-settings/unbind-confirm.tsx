"use client";
// Asks before unbinding: the shopper loses that way of signing in.
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import type { UnbindProvider } from "@/lib/api/types/auth";
import styles from "./profile-settings.module.css";

type UnbindConfirmProps = {
  provider: UnbindProvider | null;
  name: string;
  onConfirm: (provider: UnbindProvider) => void;
  onCancel: () => void;
};

export function UnbindConfirm({ provider, name, onConfirm, onCancel }: UnbindConfirmProps) {
  const t = useTranslations("settings");
  return (
    <Modal
      isOpen={provider !== null}
      onClose={onCancel}
      title={t("confirmTitle", { provider: name })}
      size="s"
    >
      <p className={styles.confirmText}>{t("confirmText", { provider: name })}</p>
      <div className={styles.confirmActions}>
        <Button variant="secondary" onClick={onCancel}>
          {t("cancel")}
        </Button>
        <Button onClick={() => provider && onConfirm(provider)}>{t("confirmUnbind")}</Button>
      </div>
    </Modal>
  );
}
