"use client";
// The balance adjustment of a shopper's page: a dialog with a signed amount and a required reason, checked with
// the API's own body schema (react-hook-form + zod), sent to POST /api/admin/users/{id}/balance/; the server's
// refusal (a debit larger than the spendable balance) lands on its field or above the form. Audited on the server.
import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { useTranslations } from "next-intl";
import type { z } from "zod";
import { readServerErrors } from "@/components/auth/form/read-server-errors";
import { adjustUserBalance } from "@/lib/api/admin-users";
import { formatPrice } from "@/lib/money/format-price";
import { ADJUSTMENT_REASON_MAX, balanceAdjustmentBodySchema } from "@/lib/schemas/admin/users";
import own from "./adjust-balance-button.module.css";
import { AdminDialog } from "./admin-dialog";
import { DialogFooter } from "./dialog-footer";
import { useAdminDialog } from "./use-admin-dialog";
import styles from "./admin.module.css";

type Values = z.input<typeof balanceAdjustmentBodySchema>;
const FIELDS = ["amount", "reason"] as const;

export function AdjustBalanceButton({
  userId,
  label,
  title,
}: {
  userId: number;
  label: string;
  title: string;
}) {
  const t = useTranslations("admin");
  const id = useId();
  const dialog = useAdminDialog();
  const { register, handleSubmit, setError, reset, formState } = useForm<
    Values,
    unknown,
    z.output<typeof balanceAdjustmentBodySchema>
  >({ resolver: zodResolver(balanceAdjustmentBodySchema), defaultValues: { amount: "", reason: "" } });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await adjustUserBalance(userId, values);
      reset();
      dialog.succeed(t("balance_adjusted", { balance: formatPrice(result.balance) }));
    } catch (error) {
      const failed = t("action_failed");
      const { fields, root } = readServerErrors(error, FIELDS, {
        network: failed,
        timeout: failed,
        server: failed,
      });
      for (const [name, message] of Object.entries(fields)) {
        setError(name as (typeof FIELDS)[number], { type: "server", message });
      }
      if (root) setError("root.server", { type: "server", message: root });
    }
  });

  return (
    <AdminDialog dialog={dialog} label={label} title={title}>
      <form onSubmit={onSubmit} className={styles.dialogBody} noValidate>
        <p>{t("adjust_balance_text")}</p>
        <label className={styles.field} htmlFor={`${id}-amount`}>
          <span>{t("adjust_amount")}</span>
          <input
            id={`${id}-amount`}
            inputMode="decimal"
            autoComplete="off"
            maxLength={20}
            aria-invalid={errors.amount ? true : undefined}
            aria-describedby={errors.amount ? `${id}-amount-error` : undefined}
            {...register("amount")}
          />
          {errors.amount && (
            <span id={`${id}-amount-error`} className={own.fieldError}>
              {errors.amount.message}
            </span>
          )}
        </label>
        <label className={styles.field} htmlFor={`${id}-reason`}>
          <span>{t("reason_required")}</span>
          <textarea
            id={`${id}-reason`}
            rows={3}
            maxLength={ADJUSTMENT_REASON_MAX}
            aria-invalid={errors.reason ? true : undefined}
            aria-describedby={errors.reason ? `${id}-reason-error` : undefined}
            {...register("reason")}
          />
          {errors.reason && (
            <span id={`${id}-reason-error`} className={own.fieldError}>
              {errors.reason.message}
            </span>
          )}
        </label>
        <DialogFooter
          error={errors.root?.server?.message}
          label={label}
          isBusy={isSubmitting}
          onCancel={dialog.close}
        />
      </form>
    </AdminDialog>
  );
}
