// The order's money, from its one projection (order-money-view.ts, the `money` of every history entry): what it
// costs; once paid, what was paid and how (the balance share, the method's charge in its currency with its fee);
// while it can still be paid (created or waiting for payment), what is left to pay; and what came back or was credited as cashback.
import { useTranslations } from "next-intl";
import type { OrderHistoryEntry } from "@/lib/api/types/order";
import { formatPrice } from "@/lib/money/format-price";
import styles from "./order-card.module.css";

type Props = { order: OrderHistoryEntry };

const isPositive = (amount: string) => /[1-9]/.test(amount) && !amount.startsWith("-");

function Row({ label, value, isMain }: { label: string; value: string; isMain?: boolean }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd className={isMain ? styles.total : undefined}>{value}</dd>
    </div>
  );
}

export function OrderTotals({ order }: Props) {
  const t = useTranslations("orderHistory");
  const { money } = order;
  const charge = money.charge;
  const chargeText = charge
    ? charge.currency === "RUB"
      ? formatPrice(charge.amount)
      : t("total_paid_in_currency", {
          amount: formatPrice(charge.amount, charge.currency),
          rub: formatPrice(charge.amountRub),
        })
    : null;
  return (
    <dl className={styles.totals} data-testid="order-money">
      <Row label={t("total")} value={formatPrice(money.total)} isMain />
      {money.isPaid ? (
        <>
          <Row label={t("total_paid")} value={formatPrice(money.paid)} />
          {isPositive(money.balanceShare) ? (
            <Row label={t("paid_from_balance")} value={formatPrice(money.balanceShare)} />
          ) : null}
          {/* The method's share is worth a row when the balance paid part or it was charged in another currency. */}
          {chargeText && (isPositive(money.balanceShare) || charge?.currency !== "RUB") ? (
            <Row label={t("paid_by_method")} value={chargeText} />
          ) : null}
          {isPositive(money.methodFee) ? (
            <Row label={t("method_fee")} value={formatPrice(money.methodFee)} />
          ) : null}
        </>
      ) : order.isPaymentActive ? (
        <Row label={t("total_to_pay")} value={formatPrice(money.toPay)} />
      ) : null}
      {isPositive(money.refunded) ? (
        <Row label={t("money_refunded")} value={formatPrice(money.refunded)} />
      ) : null}
      {isPositive(money.cashback) ? (
        <Row label={t("money_cashback")} value={formatPrice(money.cashback)} />
      ) : null}
    </dl>
  );
}
