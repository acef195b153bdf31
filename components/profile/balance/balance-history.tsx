// The last movements of the shopper's balance on the profile page: what was spent, refunded, credited and paid
// back as cashback, each with its order, newest first.
import { SmartLink } from "@/components/ui/smart-link";
import { useTranslations } from "next-intl";
import { formatPrice } from "@/lib/money/format-price";
import type { BalanceMovement } from "@/lib/server/payments/list-balance-movements";
import { OrderDate } from "../orders/order-date";
import styles from "./balance-history.module.css";

/** A movement as the page receives it: the service's row with its date serialised. */
export type BalanceHistoryEntry = Omit<BalanceMovement, "created"> & { created: string };

export function BalanceHistory({ entries }: { entries: BalanceHistoryEntry[] }) {
  const t = useTranslations("balanceHistory");
  return (
    <section className={styles.section} aria-labelledby="balance-history-title">
      <h2 id="balance-history-title" className={styles.title}>
        {t("title")}
      </h2>
      {entries.length === 0 ? (
        <p className={styles.empty}>{t("empty")}</p>
      ) : (
        <ul className={styles.list}>
          {entries.map((entry) => {
            const negative = entry.amount.startsWith("-");
            return (
              <li key={entry.id} className={styles.row}>
                <span className={styles.what}>
                  {t(`kind_${entry.kind}`)}
                  {entry.orderId !== null && entry.orderHash ? (
                    <>
                      {" "}
                      <SmartLink
                        href={`/orders/${entry.orderHash}/details`}
                        className={styles.order}
                        prefetch={false}
                      >
                        {t("order", { id: entry.orderId })}
                      </SmartLink>
                    </>
                  ) : null}
                </span>
                <span className={styles.when}>
                  <OrderDate created={entry.created} />
                </span>
                <span className={negative ? styles.minus : styles.plus}>
                  {negative ? "−" : "+"}
                  {formatPrice(entry.amount.replace(/^-/, ""))}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
