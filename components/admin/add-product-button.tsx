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
    game_id: game.id,
    title: "",
    price: "",
    discount_price: null,
    min_quantity: 1,
    max_quantity: 100,
    is_active: true,
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
      otherError={errors.game_id?.message}
      onSubmit={onSubmit}
    >
      <ProductFields
        register={register}
        errors={errors}
        numbers={[
          ...(game.kind === "pubg" ? [{ name: "amount_uc" as const, label: t("field_amount_uc") }] : []),
          ...(game.kind === "standoff" ? [{ name: "gold" as const, label: t("field_gold") }] : []),
        ]}
      />
    </DialogForm>
  );
}
