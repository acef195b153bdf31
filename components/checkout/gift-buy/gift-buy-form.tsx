"use client";
// The gift order form inside the buy dialog: the price and the e-mail for the key. On success the shopper goes
// to the order's payment page; server field errors land on the field, anything else above the form.
import { zodResolver } from "@/lib/forms/zod-resolver";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { FormAlert } from "@/components/auth/form/form-alert";
import { readServerErrors } from "@/components/auth/form/read-server-errors";
import { SubmitButton } from "@/components/auth/form/submit-button";
import { TextField } from "@/components/auth/form/text-field";
import { formatPrice } from "@/lib/money/format-price";
import { pickPrice } from "@/components/catalog/pick-price";
import { ResponseError } from "@/lib/api/errors";
import { createRokkyOrder } from "@/lib/api/orders-rokky";
import { sessionStore } from "@/lib/state/session";
import { useStoreValue } from "@/lib/state/value-store";
import { giftBuySchema, type GiftBuyOutput, type GiftBuyValues } from "./gift-buy-schema";
import type { GiftToBuy } from "./gift-to-buy";
import formStyles from "@/components/auth/form/form.module.css";
import styles from "./gift-buy.module.css";

const FIELDS = ["email"] as const;

type GiftBuyFormProps = {
  gift: GiftToBuy;
  /** The server refused the gift itself (switched off meanwhile): the reason, in its words. */
  onUnavailable: (reason: string) => void;
  isUnavailable: boolean;
};

const hasGiftError = (error: unknown) =>
  error instanceof ResponseError &&
  error.status === 400 &&
  !!error.body &&
  typeof error.body === "object" &&
  "gift" in error.body;

export function GiftBuyForm({ gift, onUnavailable, isUnavailable }: GiftBuyFormProps) {
  const t = useTranslations("orderPage.giftBuy");
  const router = useRouter();
  const session = useStoreValue(sessionStore);
  const profileEmail = session.profile?.email ?? "";
  const isMailRequired = session.status !== "signed-in";
  const schema = useMemo(() => giftBuySchema({ isMailRequired }), [isMailRequired]);
  const { register, handleSubmit, setError, setValue, getFieldState, formState } = useForm<
    GiftBuyValues,
    unknown,
    GiftBuyOutput
  >({ resolver: zodResolver(schema), defaultValues: { email: profileEmail } });
  const { errors, isSubmitting } = formState;
  // Stays busy from the answer until the payment page replaces this one.
  const [isLeaving, setIsLeaving] = useState(false);

  // The profile may arrive after the dialog opened: prefill unless the shopper already typed something.
  useEffect(() => {
    if (profileEmail && !getFieldState("email").isDirty) setValue("email", profileEmail);
  }, [profileEmail, getFieldState, setValue]);

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      const order = await createRokkyOrder({ gift: gift.id, email });
      setIsLeaving(true);
      router.push(`/orders/${order.hash}/pay`);
    } catch (error) {
      const messages = {
        network: t("errors.network"),
        timeout: t("errors.timeout"),
        server: t("errors.server"),
      };
      const { fields, root } = readServerErrors(error, FIELDS, messages);
      if (fields.email) setError("email", { type: "server", message: fields.email }, { shouldFocus: true });
      if (root) setError("root.server", { type: "server", message: root });
      if (root && hasGiftError(error)) onUnavailable(root);
    }
  });

  const price = pickPrice(gift.price, gift.discountPrice);
  return (
    <form
      className={formStyles.form}
      onSubmit={onSubmit}
      noValidate
      aria-busy={isSubmitting || isLeaving || undefined}
    >
      <FormAlert message={errors.root?.server?.message} />
      <p className={styles.price}>
        <span>{t("price")}</span>
        <strong>{formatPrice(price.current)}</strong>
      </p>
      <TextField
        label={t("email")}
        hint={isMailRequired ? t("emailHint") : t("emailHintSignedIn")}
        type="email"
        autoComplete="email"
        inputMode="email"
        required={isMailRequired}
        error={errors.email?.message}
        {...register("email")}
      />
      {isUnavailable ? (
        <p className={formStyles.hint}>{t("unavailable")}</p>
      ) : (
        <SubmitButton isBusy={isSubmitting || isLeaving} label={t("submit")} busyLabel={t("sending")} />
      )}
    </form>
  );
}
