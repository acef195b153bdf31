"use client";
// A Standoff order without its account avatar cannot be paid (the server refuses: the operator finds the shopper's
// market listing by it). That happens when the checkout's upload failed and the shopper left, or when the order was
// made by a direct API call. The payment page asks for the picture here, in place of the methods, until it arrives.
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { AvatarField } from "@/components/checkout/avatar-field";
import { Button } from "@/components/ui/button";
import { uploadStandoffAvatar } from "@/lib/api/orders-standoff";
import { avatarFileIssue } from "@/lib/schemas/orders/checkout-form";
import { usePaymentError } from "./use-payment-error";
import styles from "./payment.module.css";

type Props = {
  orderId: number;
  /** The order has been opened in this browser (its access cookie is set): the upload may go. */
  isReady: boolean;
  onAttached: () => void;
};

export function AvatarNeeded({ orderId, isReady, onAttached }: Props) {
  const t = useTranslations("payment");
  const readError = usePaymentError();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const issue = file ? avatarFileIssue(file) : t("avatar_required");
    if (issue || !file) return setError(issue);
    setBusy(true);
    setError(null);
    try {
      await uploadStandoffAvatar({ id: orderId, gameAvatar: file });
      onAttached();
    } catch (err) {
      const { fields, root } = readError(err, ["gameAvatar"]);
      setError(fields.gameAvatar ?? root);
      setBusy(false);
    }
  }

  return (
    <section className={styles.card} aria-labelledby="payment-panel-title">
      <h2 id="payment-panel-title" className={styles.cardTitle} tabIndex={-1}>
        {t("avatar_title")}
      </h2>
      <p>{t("avatar_text")}</p>
      <form className={styles.avatarForm} onSubmit={submit} noValidate>
        <AvatarField
          file={file}
          historyOrderId={null}
          historyAvatar={null}
          onChange={(value) => {
            setFile(value.file);
            setError(value.file ? avatarFileIssue(value.file) : null);
          }}
          error={error ?? undefined}
        />
        <Button type="submit" disabled={busy || !isReady} aria-busy={busy || !isReady || undefined}>
          {t("avatar_send")}
        </Button>
      </form>
    </section>
  );
}
