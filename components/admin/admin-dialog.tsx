"use client";
// The frame of a console dialog: the button that opens it, the status line after a success, and the modal that
// holds the dialog's own form. State comes from useAdminDialog.
import type { ReactNode } from "react";
import { Button, type ButtonVariant } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import type { AdminDialogState } from "./use-admin-dialog";
import styles from "./admin.module.css";

export function AdminDialog({
  dialog,
  label,
  title,
  variant,
  size = "s",
  children,
}: {
  dialog: AdminDialogState;
  label: string;
  title: string;
  variant?: ButtonVariant;
  size?: "s" | "m" | "l";
  children: ReactNode;
}) {
  return (
    <>
      <Button size="s" variant={variant} onClick={dialog.open}>
        {label}
      </Button>
      {dialog.done && (
        <p role="status" className={styles.notice}>
          {dialog.done}
        </p>
      )}
      <Modal isOpen={dialog.isOpen} onClose={dialog.close} title={title} size={size}>
        {children}
      </Modal>
    </>
  );
}
