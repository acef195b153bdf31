"use client";
// "Добавить товар" on a game's console page: title, price, discount price (empty: none), quantity limits, what one
// unit delivers for PUBG (UC) and Standoff (gold), visibility; checked with the API's own zod body and sent as one
// POST; the API's field errors land under their fields, the page's product list reloads after.
import { useTranslations } from "next-intl";
import { createProduct } from "@/lib/api/admin-catalogue";
import { productCreateBodySchema } from "@/lib/schemas/admin/product-create";
import { AdminDialog } from "./admin-dialog";
import { asDecimal, asOptionalDecimal, asWholeNumber } from "./catalogue-inputs";
import { DialogFooter } from "./dialog-footer";
import { FormCheckbox, FormField } from "./form-field";
import { useAdminDialog } from "./use-admin-dialog";
import { useConsoleForm } from "./use-console-form";
import styles from "./admin.module.css";

export function AddProductButton({ game }: { game: { id: number; title: string; kind: string } }) {
  const t = useTranslations("admin");
  const dialog = useAdminDialog();
  const { register, handleSubmit, formState, reset, showServerErrors } = useConsoleForm(
    productCreateBodySchema,
    {
      game_id: game.id,
      title: "",
      price: "",
      discount_price: null,
      min_quantity: 1,
      max_quantity: 100,
      is_active: true,
    },
  );
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await createProduct(values);
      reset();
      dialog.succeed();
    } catch (error) {
      showServerErrors(error);
    }
  });

  const number = (name: "min_quantity" | "max_quantity" | "amount_uc" | "gold", label: string) => (
    <FormField
      label={label}
      registration={register(name, asWholeNumber)}
      error={errors[name]?.message}
      inputMode="numeric"
    />
  );

  return (
    <AdminDialog
      dialog={dialog}
      label={t("add_product")}
      title={t("add_product_title", { game: game.title })}
    >
      <form onSubmit={onSubmit} className={styles.dialogBody} noValidate>
        <FormField
          label={t("col_product")}
          registration={register("title")}
          error={errors.title?.message}
          maxLength={200}
        />
        <FormField
          label={t("col_price")}
          registration={register("price", asDecimal)}
          error={errors.price?.message}
          inputMode="decimal"
        />
        <FormField
          label={t("col_discount_price")}
          registration={register("discount_price", asOptionalDecimal)}
          error={errors.discount_price?.message}
          inputMode="decimal"
        />
        {number("min_quantity", t("col_min_quantity"))}
        {number("max_quantity", t("col_max_quantity"))}
        {game.kind === "pubg" && number("amount_uc", t("field_amount_uc"))}
        {game.kind === "standoff" && number("gold", t("field_gold"))}
        <FormCheckbox label={t("product_active")} registration={register("is_active")} />
        <DialogFooter
          error={errors.root?.server?.message ?? errors.game_id?.message}
          label={t("add_product")}
          isBusy={isSubmitting}
          onCancel={dialog.close}
        />
      </form>
    </AdminDialog>
  );
}
