"use client";
// A console form in a dialog: the button that opens it (AdminDialog), the form with its optional intro, the fields
// given as children, and the footer with the API's refusal above the form's button and "Отмена". The form's state
// comes from useConsoleForm, the dialog's from useAdminDialog.
import type { FormEventHandler, ReactNode } from "react";
import type { FieldValues, FormState } from "react-hook-form";
import type { ButtonVariant } from "@/components/ui/button";
import { AdminDialog } from "./admin-dialog";
import { DialogFooter } from "./dialog-footer";
import type { AdminDialogState } from "./use-admin-dialog";
import styles from "./admin.module.css";

export function DialogForm<T extends FieldValues>({
  dialog,
  label,
  title,
  submitLabel = label,
  variant,
  size,
  text,
  formState,
  otherError,
  onSubmit,
  children,
}: {
  dialog: AdminDialogState;
  /** The opening button's name, and the form's own button's unless `submitLabel` says otherwise. */
  label: string;
  title: string;
  submitLabel?: string;
  variant?: ButtonVariant;
  size?: "s" | "m" | "l";
  /** A paragraph above the fields (what the action does). */
  text?: string;
  /** react-hook-form's: the refusal above the form (root.server) and the busy flag. */
  formState: Pick<FormState<T>, "errors" | "isSubmitting">;
  /** A refusal about something the form does not show as a field (the record it acts on), above the button. */
  otherError?: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children?: ReactNode;
}) {
  return (
    <AdminDialog dialog={dialog} label={label} title={title} variant={variant} size={size}>
      <form onSubmit={onSubmit} className={styles.dialogBody} noValidate>
        {text && <p>{text}</p>}
        {children}
        <DialogFooter
          error={formState.errors.root?.server?.message ?? otherError}
          label={submitLabel}
          isBusy={formState.isSubmitting}
          onCancel={dialog.close}
        />
      </form>
    </AdminDialog>
  );
}
