// Status of an order or of one of its lines, in Russian, coloured by how the order is going.
import { useTranslations } from "next-intl";
import type { OrderLineStatus, OrderStatus } from "@/lib/api/types/order";
import styles from "./order-status-badge.module.css";

type Tone = "pending" | "progress" | "success" | "error";

const orderTones: Record<OrderStatus, Tone> = {
  created: "pending",
  waiting_for_payment: "pending",
  paid: "progress",
  sending: "progress",
  sent: "progress",
  done: "success",
  failed: "error",
};

const lineTones: Record<OrderLineStatus, Tone> = {
  processing: "progress",
  sending: "progress",
  completed: "success",
  refunded: "pending",
  "incorrect-details": "error",
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const t = useTranslations("orderHistory.status");
  return (
    <span className={`${styles.badge} ${styles[orderTones[status]]}`} data-status={status}>
      {t(status)}
    </span>
  );
}

export function LineStatusBadge({ status }: { status: OrderLineStatus }) {
  const t = useTranslations("orderHistory.lineStatus");
  return (
    <span className={`${styles.badge} ${styles.small} ${styles[lineTones[status]]}`} data-status={status}>
      {t(status.replace("-", "_"))}
    </span>
  );
}
