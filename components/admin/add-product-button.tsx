"use client";
// "Добавить товар" on a game's console page: title, price, discount price (empty: none), quantity limits, what one
// unit delivers for PUBG (UC) and Standoff (gold), visibility; checked with the API's own zod body and sent as one
// POST; the API's field errors land under their fields, the page's product list reloads after.
import { useTranslations } from "next-intl";
import { createProduct } from "@/lib/api/admin-catalogue";
import { productCreateBodySchema } from "@/lib/schemas/admin/product-create";
import { DialogForm } from "./dialog-form";
import { ProductFields } from "./product-fields";
import { useAdminDialog } from "./use-admin-dialog";
import { useConsoleForm } from "./use-console-form";

export function AddProductButton({ game }: { game: { id: number; title: string; kind: string } }) {
  const t = useTranslations("admin");
  const dialog = useAdminDialog();
  const { register, submit, formState, reset } = useConsoleForm(productCreateBodySchema, {
    gameId: game.id,
    title: "",
    price: "",
    discountPrice: null,
    minQuantity: 1,
    maxQuantity: 100,
    isActive: true,
  });
  const { errors } = formState;

  const onSubmit = submit(async (values) => {
    await createProduct(values);
    reset();
    dialog.succeed();
  });

  return (
    <DialogForm
      dialog={dialog}
      label={t("add_product")}
      title={t("add_product_title", { game: game.title })}
      formState={formState}
      otherError={errors.gameId?.message}
      onSubmit={onSubmit}
    >
      <ProductFields
        register={register}
        errors={errors}
        numbers={[
          ...(game.kind === "pubg" ? [{ name: "amountUc" as const, label: t("field_amount_uc") }] : []),
          ...(game.kind === "standoff" ? [{ name: "gold" as const, label: t("field_gold") }] : []),
        ]}
      />
    </DialogForm>
  );
}
