"use client";
// "Изменить" on the console's catalogue: a dialog with the product's title, price, discount price (empty: none),
// quantity limits, visibility and (PUBG) low-stock threshold, checked in the browser with the PATCH handler's own
// zod body (react-hook-form) and sent as one PATCH; the API's field errors land under their fields, the page
// reloads after.
import { useTranslations } from "next-intl";
import { updateProduct } from "@/lib/api/admin-catalogue";
import { updateAdminProduct } from "@/lib/schemas/admin/products";
import { DialogForm } from "./dialog-form";
import { ProductFields } from "./product-fields";
import { useAdminDialog } from "./use-admin-dialog";
import { useConsoleForm } from "./use-console-form";

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
  const threshold = product.lowStockThreshold;
  const { register, submit, formState } = useConsoleForm(changeBody, {
    title: product.title,
    price: product.price,
    discountPrice: product.discountPrice,
    minQuantity: product.minQuantity,
    maxQuantity: product.maxQuantity,
    isActive: product.isActive,
    // Only a PUBG product has the field: left out of the form (and so of the body) for the others.
    ...(threshold === null ? {} : { lowStockThreshold: threshold }),
  });

  const onSubmit = submit(async (values) => {
    await updateProduct(product.id, values);
    dialog.succeed();
  });

  return (
    <DialogForm
      dialog={dialog}
      label={t("edit")}
      title={t("edit_product_title", { title: product.title })}
      submitLabel={t("save")}
      variant="secondary"
      size="m"
      formState={formState}
      onSubmit={onSubmit}
    >
      <ProductFields
        register={register}
        errors={formState.errors}
        numbers={
          threshold === null ? [] : [{ name: "lowStockThreshold", label: t("col_low_stock_threshold") }]
        }
      />
    </DialogForm>
  );
}
