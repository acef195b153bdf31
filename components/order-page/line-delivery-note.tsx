// What a line's delivery says on the order page: the keys with their copy buttons and activation instructions,
// the provider's words about a top-up, why the account details were refused, and where a refund went.
import { useTranslations } from "next-intl";
import { formatPrice } from "@/lib/money/format-price";
import { CopyableCode } from "@/components/profile/orders/copyable-code";
import type { DeliveredKey, LineDelivery } from "@/lib/api/types/order";
import styles from "./line-delivery.module.css";

/** How to activate a key, in the distributor's words (line breaks kept). */
export function KeyInstructions({ text }: { text: string }) {
  const t = useTranslations("orderPage.delivery");
  return (
    <div className={styles.instructions}>
      <p className={styles.instructionsTitle}>{t("instructions")}</p>
      <p className={styles.instructionsText}>{text}</p>
    </div>
  );
}

export function DeliveredKeys({ items }: { items: DeliveredKey[] }) {
  const t = useTranslations("orderPage.delivery");
  if (!items.length) return null;
  return (
    <ul className={styles.keys} aria-label={t("keys")}>
      {items.map((item) => (
        <li key={item.code} className={styles.key}>
          <CopyableCode code={item.code} note={item.amountUc ? `${item.amountUc} UC` : undefined} />
          {item.instructions ? <KeyInstructions text={item.instructions} /> : null}
        </li>
      ))}
    </ul>
  );
}

function RefundNote({ refund }: { refund: NonNullable<LineDelivery["refund"]> }) {
  const t = useTranslations("orderPage.delivery");
  const amount = formatPrice(refund.amount);
  const text =
    refund.destination === "balance"
      ? t("refundBalance", { amount })
      : refund.isPending
        ? t("refundCardPending", { amount })
        : t("refundCard", { amount });
  return (
    <div className={`${styles.note} ${styles.refund}`} data-testid="refund-note">
      <p>{text}</p>
      {refund.reason ? <p className={styles.reason}>{t("refundReason", { reason: refund.reason })}</p> : null}
    </div>
  );
}

export function LineDeliveryNote({ delivery }: { delivery?: LineDelivery | null }) {
  const t = useTranslations("orderPage.delivery");
  if (!delivery) return null;
  return (
    <div className={styles.delivery}>
      <DeliveredKeys items={delivery.items} />
      {delivery.detail ? <p className={`${styles.note} ${styles.detail}`}>{delivery.detail}</p> : null}
      {delivery.incorrectDetails ? (
        <p className={`${styles.note} ${styles.problem}`}>
          {t("incorrect", { message: delivery.incorrectDetails.message })}
        </p>
      ) : null}
      {delivery.refund ? <RefundNote refund={delivery.refund} /> : null}
    </div>
  );
}
