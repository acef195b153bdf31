"use client";
// "Изменить" on the console's catalogue: a dialog with the product's title, price, discount price (empty: none),
// quantity limits, visibility and (PUBG) low-stock threshold, checked in the browser with the PATCH handler's own
// zod body (react-hook-form) and sent as one PATCH; the API's field errors land under their fields, the page
// reloads after.
import { useTranslations } from "next-intl";
import { updateProduct } from "@/lib/api/admin-catalogue";
import { updateAdminProduct } from "@/lib/schemas/admin/products";
import { AdminDialog } from "./admin-dialog";
import { asDecimal, asOptionalDecimal, asWholeNumber } from "./catalogue-inputs";
import { DialogFooter } from "./dialog-footer";
import { FormCheckbox, FormField } from "./form-field";
import { useAdminDialog } from "./use-admin-dialog";
import { useConsoleForm } from "./use-console-form";
import styles from "./admin.module.css";

export type EditableProduct = {
  id: number;
  title: string;
  price: string;
  discountPrice: string | null;
  minQuantity: number;
  maxQuantity: number;
  isActive: boolean;
  /** PUBG codes left below which the product is flagged; null: not a PUBG product (no field). */
  lowStockThreshold: number | null;
};

const changeBody = updateAdminProduct.body as NonNullable<typeof updateAdminProduct.body>;

export function EditProductButton({ product }: { product: EditableProduct }) {
  const t = useTranslations("admin");
  const dialog = useAdminDialog();
  const hasThreshold = product.lowStockThreshold !== null;
  const { register, handleSubmit, formState, showServerErrors } = useConsoleForm(changeBody, {
    title: product.title,
    price: product.price,
    discount_price: product.discountPrice,
    min_quantity: product.minQuantity,
    max_quantity: product.maxQuantity,
    is_active: product.isActive,
    // Only a PUBG product has the field: left out of the form (and so of the body) for the others.
    ...(hasThreshold ? { low_stock_threshold: product.lowStockThreshold ?? 0 } : {}),
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await updateProduct(product.id, values);
      dialog.succeed();
    } catch (error) {
      showServerErrors(error);
    }
  });

  const number = (name: "min_quantity" | "max_quantity" | "low_stock_threshold", label: string) => (
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
      label={t("edit")}
      title={t("edit_product_title", { title: product.title })}
      variant="secondary"
      size="m"
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
        {hasThreshold && number("low_stock_threshold", t("col_low_stock_threshold"))}
        <FormCheckbox label={t("product_active")} registration={register("is_active")} />
        <DialogFooter
          error={errors.root?.server?.message}
          label={t("save")}
          isBusy={isSubmitting}
          onCancel={dialog.close}
        />
      </form>
    </AdminDialog>
  );
}
