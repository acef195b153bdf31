// One line of the payment page's sums: what it is and the amount, in the page's description list; the strong ones
// are totals.
import type { ReactNode } from "react";
import styles from "./payment.module.css";

type PaymentRowProps = { label: ReactNode; value: ReactNode; isStrong?: boolean; className?: string };

export function PaymentRow({ label, value, isStrong, className }: PaymentRowProps) {
  const classes = [styles.row, isStrong ? styles.rowStrong : null, className].filter(Boolean).join(" ");
  return (
    <div className={classes}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
