"use client";
// Standoff 2 needs the account's avatar to find the shopper on the market: a new picture, or the one sent
// with the last order. The chosen file is previewed locally; nothing is uploaded until the order exists.
import { useEffect, useId, useMemo } from "react";
import { useTranslations } from "next-intl";
import { AVATAR_TYPES } from "@/lib/schemas/orders/checkout-form";
import styles from "./checkout.module.css";

type AvatarFieldProps = {
  file: File | null;
  historyOrderId: number | null;
  historyAvatar: { orderId: number; url: string } | null;
  onChange: (value: { file: File | null; historyOrderId: number | null }) => void;
  error?: string;
};

export function AvatarField({ file, historyOrderId, historyAvatar, onChange, error }: AvatarFieldProps) {
  const t = useTranslations("checkout");
  const id = useId();
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const usesHistory = !file && historyAvatar !== null && historyOrderId === historyAvatar.orderId;
  return (
    <fieldset className={styles.avatar} aria-describedby={error ? `${id}-error` : `${id}-hint`}>
      <legend className={styles.label}>{t("avatar")}</legend>
      {historyAvatar && (
        <label className={styles.avatarChoice}>
          <input
            type="radio"
            name={`${id}-source`}
            checked={usesHistory}
            onChange={() => onChange({ file: null, historyOrderId: historyAvatar.orderId })}
          />
          {/* eslint-disable-next-line @next/next/no-img-element -- an uploaded picture of any size, served by our API */}
          <img className={styles.avatarPreview} src={historyAvatar.url} alt="" width={48} height={48} />
          {t("avatarFromHistory")}
        </label>
      )}
      <div className={styles.avatarUpload}>
        {preview && (
          // eslint-disable-next-line @next/next/no-img-element -- a local blob: preview
          <img
            className={styles.avatarPreview}
            src={preview}
            alt={t("avatarPreview")}
            width={48}
            height={48}
          />
        )}
        <label htmlFor={id} className={styles.fileButton}>
          {file ? t("avatarReplace") : t("avatarChoose")}
        </label>
        <input
          id={id}
          className={styles.fileInput}
          type="file"
          accept={AVATAR_TYPES.join(",")}
          aria-invalid={error ? true : undefined}
          onChange={(e) => {
            const chosen = e.target.files?.[0] ?? null;
            onChange({ file: chosen, historyOrderId: chosen ? null : historyOrderId });
          }}
        />
        {file && <span className={styles.fileName}>{file.name}</span>}
      </div>
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className={styles.hint}>
          {t("avatarHint")}
        </p>
      )}
    </fieldset>
  );
}
