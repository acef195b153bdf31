// Why a failed order was rejected, as the shop told the shopper.
import { useTranslations } from "next-intl";
import styles from "./order-card.module.css";

export function RejectReason({ reason }: { reason: string | null }) {
  const t = useTranslations("orderHistory");
  if (!reason) return null;
  return (
    <p className={styles.reject}>
      <strong>{t("reject_reason")}:</strong> {reason}
    </p>
  );
}
