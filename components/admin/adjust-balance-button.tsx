"use client";
// The balance adjustment of a shopper's page: a dialog with a signed amount and a required reason, checked with
// the API's own body schema (react-hook-form + zod), sent to POST /api/admin/users/{id}/balance/; the server's
// refusal (a debit larger than the spendable balance) lands on its field or above the form. Audited on the server.
// The adjustment carries a request id made when the form is fresh and kept until it is booked: a double click or a
// second try after a lost answer sends the same id, and the server books it once.
import { useTranslations } from "next-intl";
import { adjustUserBalance } from "@/lib/api/admin-users";
import { newRequestId } from "@/lib/api/new-request-id";
import { formatPrice } from "@/lib/money/format-price";
import { ADJUSTMENT_REASON_MAX, balanceAdjustmentBodySchema } from "@/lib/schemas/admin/users";
import { DialogForm } from "./dialog-form";
import { FormField, FormTextarea } from "./form-field";
import { useAdminDialog } from "./use-admin-dialog";
import { useConsoleForm } from "./use-console-form";

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
  const dialog = useAdminDialog();
  const fresh = () => ({ amount: "", reason: "", requestId: newRequestId() });
  const { register, submit, reset, formState } = useConsoleForm(balanceAdjustmentBodySchema, fresh());
  const { errors } = formState;

  const onSubmit = submit(async (values) => {
    const result = await adjustUserBalance(userId, values);
    reset(fresh());
    dialog.succeed(t("balance_adjusted", { balance: formatPrice(result.balance) }));
  });

  return (
    <DialogForm
      dialog={dialog}
      label={label}
      title={title}
      text={t("adjust_balance_text")}
      formState={formState}
      onSubmit={onSubmit}
    >
      <FormField
        label={t("adjust_amount")}
        registration={register("amount")}
        error={errors.amount?.message}
        inputMode="decimal"
        maxLength={20}
      />
      <FormTextarea
        label={t("reason_required")}
        registration={register("reason")}
        error={errors.reason?.message}
        rows={3}
        maxLength={ADJUSTMENT_REASON_MAX}
      />
    </DialogForm>
  );
}
