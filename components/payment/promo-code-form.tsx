"use client";
// The order's promo code: check what one would give (nothing is applied), apply one (the server checks it and
// recalculates the order) or remove the active one. Only an order whose payment has not started can change; a
// refused code keeps what was typed.
import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { formatPrice } from "@/lib/money/format-price";
import type { OrderPromoCode, PromoCode, RecentPurchasesPromoCode } from "@/lib/api/types/promo";
import { usePaymentError } from "./use-payment-error";
import styles from "./payment.module.css";

type Props = {
  promoCode: PromoCode | null;
  isEditable: boolean;
  /** Pages that cannot act yet (the order is still being opened) keep the buttons busy. */
  isReady: boolean;
  onApply: (code: string) => Promise<void>;
  /** The order's total with a code, asked of the server without applying it. */
  onCheck: (code: string) => Promise<OrderPromoCode>;
  onRemove: () => Promise<void>;
  /** The shopper's personal code, offered while no code is active (read on the server, load-payment-page.ts). */
  offer?: RecentPurchasesPromoCode | null;
};

export function PromoCodeForm({ promoCode, isEditable, isReady, onApply, onCheck, onRemove, offer }: Props) {
  const t = useTranslations("payment");
  const readError = usePaymentError();
  const inputId = useId();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState("");
  const [busy, setBusy] = useState<"apply" | "check" | "remove" | null>(null);
  /** The last code checked and what it would make of the order's total (shown until the code is edited). */
  const [preview, setPreview] = useState<OrderPromoCode | null>(null);

  /** The typed code, or null after saying that one is needed. */
  function typedCode(): string | null {
    const trimmed = code.trim();
    if (!trimmed) setError(t("promo_required"));
    return trimmed || null;
  }

  async function handleApply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = typedCode();
    if (trimmed) await apply(trimmed);
  }

  async function handleCheck() {
    const trimmed = typedCode();
    if (!trimmed) return;
    setBusy("check");
    setError(null);
    setStatus("");
    setPreview(null);
    try {
      setPreview(await onCheck(trimmed));
    } catch (err) {
      const { fields, root } = readError(err, ["code"]);
      setError(fields.code ?? root);
    } finally {
      setBusy(null);
    }
  }

  async function apply(trimmed: string) {
    setBusy("apply");
    setError(null);
    setStatus("");
    setPreview(null);
    try {
      await onApply(trimmed);
      setCode("");
      setStatus(t("promo_applied", { code: trimmed }));
    } catch (err) {
      const { fields, root } = readError(err, ["code"]);
      setError(fields.code ?? root);
    } finally {
      setBusy(null);
    }
  }

  async function handleRemove() {
    setBusy("remove");
    setError(null);
    setStatus("");
    try {
      await onRemove();
      setStatus(t("promo_removed"));
    } catch (err) {
      const { fields, root } = readError(err, ["code"]);
      setError(fields.code ?? root);
    } finally {
      setBusy(null);
    }
  }

  const errorId = `${inputId}-error`;
  return (
    <div className={styles.promo}>
      <h3 className={styles.promoTitle}>{t("promo_title")}</h3>
      {promoCode ? (
        <div className={styles.promoActive}>
          <span className="visually-hidden">{t("promo_active")}: </span>
          <span className={styles.promoCode}>{promoCode.code}</span>
          <span className={styles.promoPercent}>{t("promo_percent", { percent: promoCode.percent })}</span>
          {isEditable ? (
            <Button
              size="xs"
              variant="ghost"
              onClick={handleRemove}
              disabled={busy !== null || !isReady}
              aria-busy={busy === "remove" || undefined}
              aria-label={t("promo_remove_label", { code: promoCode.code })}
            >
              {t("promo_remove")}
            </Button>
          ) : null}
        </div>
      ) : null}
      {offer && !promoCode && isEditable ? (
        <div className={styles.promoActive}>
          <span>{t("promo_offer")}</span>
          <span className={styles.promoCode}>{offer.code}</span>
          <span className={styles.promoPercent}>{t("promo_percent", { percent: offer.percent })}</span>
          <Button
            size="xs"
            variant="secondary"
            onClick={() => apply(offer.code)}
            disabled={busy !== null || !isReady}
            aria-label={t("promo_offer_apply", { code: offer.code })}
          >
            {t("promo_apply")}
          </Button>
        </div>
      ) : null}
      {isEditable ? (
        <form className={styles.promoForm} onSubmit={handleApply} noValidate>
          <label htmlFor={inputId} className="visually-hidden">
            {t("promo_label")}
          </label>
          <input
            id={inputId}
            className={styles.input}
            value={code}
            onChange={(e) => {
              setCode(e.target.value);
              setPreview(null);
            }}
            placeholder={t("promo_label")}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={64}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          <Button
            type="submit"
            size="s"
            variant="secondary"
            disabled={busy !== null || !isReady}
            aria-busy={busy === "apply" || undefined}
          >
            {t("promo_apply")}
          </Button>
          <Button
            size="s"
            variant="ghost"
            onClick={handleCheck}
            disabled={busy !== null || !isReady}
            aria-busy={busy === "check" || undefined}
          >
            {t("promo_check")}
          </Button>
        </form>
      ) : (
        <p className={styles.muted}>{t("promo_locked")}</p>
      )}
      {preview && isEditable ? (
        <p className={styles.promoPreview} role="status">
          {t("promo_preview", {
            code: preview.code,
            percent: preview.percent,
            total: formatPrice(preview.totalWithPromocode),
          })}
        </p>
      ) : null}
      {error && isEditable ? (
        <p id={errorId} className={styles.fieldError} role="alert">
          {error}
        </p>
      ) : null}
      <p className="visually-hidden" role="status">
        {status}
      </p>
    </div>
  );
}
