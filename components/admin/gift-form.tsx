"use client";
// A gift's fields in the console (a new one in a dialog, an existing one on its page): title, type, region, price,
// discount price (empty: none), cashback, description, labels, shelves, the distributor's reference and
// visibility; checked with the API's own zod body and sent as one POST or PATCH; the API's field errors land
// under their fields.
import { useState, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { createGift, updateGift, type AdminGiftAnswer, type GiftBody } from "@/lib/api/admin-catalogue";
import { giftRegions, giftTypes } from "@/lib/schemas/catalog/gift";
import { giftCreateBodySchema } from "@/lib/schemas/admin/gifts";
import type { AdminGift } from "@/lib/server/catalog/admin-gift-row";
import { asDecimal, asOptionalDecimal, asTags } from "./catalogue-inputs";
import { FormCheckbox, FormField, FormSelect, FormTextarea } from "./form-field";
import { useConsoleForm } from "./use-console-form";
import own from "./catalogue-form.module.css";

const NEW_GIFT: GiftBody = {
  title: "",
  type: "game",
  region: "ru_cis",
  price: "",
  discountPrice: null,
  cashback: "0",
  description: "",
  tags: [],
  isMain: false,
  isOldClassic: false,
  externalId: "",
  isActive: true,
};

function valuesOf(g: AdminGift): GiftBody {
  const { title, type, region, price, discountPrice, cashback, description, tags } = g;
  const { isMain, isOldClassic, externalId, isActive } = g;
  return {
    ...{ title, type, region, price, discountPrice, cashback, description, tags },
    ...{ isMain, isOldClassic, externalId: externalId ?? "", isActive },
  };
}

export function GiftForm({
  gift,
  onSaved,
  footer,
}: {
  gift?: AdminGift;
  onSaved: (saved: AdminGiftAnswer) => void;
  /** The form's end: its submit button (and "Отмена" in a dialog), given the server's refusal, the last save's
   * confirmation and the busy flag. */
  footer: (error: string | undefined, notice: string | null, isBusy: boolean) => ReactNode;
}) {
  const t = useTranslations("admin");
  const [saved, setSaved] = useState(false);
  const { register, submit, formState } = useConsoleForm(
    giftCreateBodySchema,
    gift ? valuesOf(gift) : NEW_GIFT,
  );
  const { errors, isSubmitting } = formState;

  const onSubmit = submit(async (values) => {
    setSaved(false);
    const answer = gift ? await updateGift(gift.id, values) : await createGift(values);
    setSaved(Boolean(gift));
    onSaved(answer);
  });

  const money = (name: "price" | "cashback", label: string) => (
    <FormField
      label={label}
      registration={register(name, asDecimal)}
      error={errors[name]?.message}
      inputMode="decimal"
    />
  );
  const choice = (name: "type" | "region", label: string, values: readonly string[]) => (
    <FormSelect
      label={label}
      registration={register(name)}
      error={errors[name]?.message}
      options={values.map((v) => ({ value: v, label: t(`gift_${name}.${v}`) }))}
    />
  );

  return (
    <form onSubmit={onSubmit} className={own.form} noValidate>
      <fieldset className={own.group}>
        <legend>{t("col_product")}</legend>
        <FormField
          label={t("field_title")}
          registration={register("title")}
          error={errors.title?.message}
          maxLength={200}
        />
        {choice("type", t("col_type"), giftTypes)}
        {choice("region", t("col_region"), giftRegions)}
        {money("price", t("col_price"))}
        <FormField
          label={t("col_discount_price")}
          registration={register("discountPrice", asOptionalDecimal)}
          error={errors.discountPrice?.message}
          inputMode="decimal"
        />
        {money("cashback", t("col_cashback"))}
        <FormField
          label={t("field_tags")}
          registration={register("tags", asTags)}
          error={errors.tags?.message ?? errors.tags?.[0]?.message}
        />
        <FormField
          label={t("field_external_id")}
          registration={register("externalId")}
          error={errors.externalId?.message}
          maxLength={100}
        />
        <div className={own.wide}>
          <FormTextarea
            label={t("field_detail_description")}
            registration={register("description")}
            error={errors.description?.message}
            maxLength={5000}
          />
        </div>
        <FormCheckbox label={t("product_active")} registration={register("isActive")} />
        <FormCheckbox label={t("field_is_main")} registration={register("isMain")} />
        <FormCheckbox label={t("field_old_classic")} registration={register("isOldClassic")} />
      </fieldset>
      {footer(errors.root?.server?.message, saved ? t("saved") : null, isSubmitting)}
    </form>
  );
}
