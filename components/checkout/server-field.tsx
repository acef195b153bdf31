"use client";
// The supply-channel server: picked from the game's list when it has one, typed in otherwise.
import { useId } from "react";
import { useTranslations } from "next-intl";
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { TextField } from "@/components/auth/form/text-field";
import type { SupplyGame } from "@/lib/api/types/game";
import type { CheckoutFormValues } from "@/lib/schemas/orders/checkout-form";
import formStyles from "@/components/auth/form/form.module.css";

type ServerFieldProps = {
  game: SupplyGame;
  register: UseFormRegister<CheckoutFormValues>;
  errors: FieldErrors<CheckoutFormValues>;
};

export function ServerField({ game, register, errors }: ServerFieldProps) {
  const t = useTranslations("checkout");
  const id = useId();
  if (!game.isServerEnum) {
    return (
      <TextField
        label={t("serverCustomId")}
        hint={t("serverCustomIdHint")}
        autoComplete="off"
        error={errors.serverCustomId?.message}
        {...register("serverCustomId")}
      />
    );
  }
  const error = errors.serverId?.message;
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {t("server")}
      </label>
      <select
        id={id}
        className={formStyles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...register("serverId")}
      >
        <option value="">{t("serverPlaceholder")}</option>
        {game.servers.map((server) => (
          <option key={server.id} value={String(server.id)}>
            {server.name}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className={formStyles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
