"use client";
// The fields of a product's console form, the same in "Добавить товар" and "Изменить": title, price and discount
// price in roubles (a comma read as a point, an empty discount as none), the quantity limits, the numbers of the
// product's kind (PUBG's UC, Standoff's gold, the low-stock threshold) and visibility.
import { useTranslations } from "next-intl";
import type { FieldErrors, FieldValues, Path, UseFormRegister } from "react-hook-form";
import type { z } from "zod";
import type { CamelCasedDeep } from "@/lib/api/camel-cased-deep";
import type { updateAdminProduct } from "@/lib/schemas/admin/products";
import { asDecimal, asOptionalDecimal, asWholeNumber } from "./catalogue-inputs";
import { FormCheckbox, FormField } from "./form-field";

/** The change's fields (every one optional): both forms' values have them. */
type ProductValues = CamelCasedDeep<z.input<NonNullable<(typeof updateAdminProduct)["body"]>>>;

export function ProductFields<T extends FieldValues & ProductValues>({
  register,
  errors,
  numbers = [],
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  /** The kind's own whole numbers, after the quantity limits. */
  numbers?: { name: Path<T>; label: string }[];
}) {
  const t = useTranslations("admin");
  const message = (name: string) => errors[name]?.message as string | undefined;
  const number = ({ name, label }: { name: Path<T>; label: string }) => (
    <FormField
      key={name}
      label={label}
      registration={register(name, asWholeNumber)}
      error={message(name)}
      inputMode="numeric"
    />
  );
  return (
    <>
      <FormField
        label={t("col_product")}
        registration={register("title" as Path<T>)}
        error={message("title")}
        maxLength={200}
      />
      <FormField
        label={t("col_price")}
        registration={register("price" as Path<T>, asDecimal)}
        error={message("price")}
        inputMode="decimal"
      />
      <FormField
        label={t("col_discount_price")}
        registration={register("discountPrice" as Path<T>, asOptionalDecimal)}
        error={message("discountPrice")}
        inputMode="decimal"
      />
      {number({ name: "minQuantity" as Path<T>, label: t("col_min_quantity") })}
      {number({ name: "maxQuantity" as Path<T>, label: t("col_max_quantity") })}
      {numbers.map(number)}
      <FormCheckbox label={t("product_active")} registration={register("isActive" as Path<T>)} />
    </>
  );
}
