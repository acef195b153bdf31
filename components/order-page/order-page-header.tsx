// Order number, what was bought, when, its status (kept fresh by the watcher) and the payment link while unpaid.
import { useTranslations } from "next-intl";
import { readOrderSubject } from "@/components/profile/orders/describe-order";
import { OrderDate } from "@/components/profile/orders/order-date";
import { OrderStatusBadge } from "@/components/profile/orders/order-status-badge";
import { OrderSubjectLogo } from "@/components/profile/orders/order-subject-logo";
import { Button } from "@/components/ui/button";
import type { OrderHistoryEntry } from "@/lib/api/types/order";
import { OrderStatusWatcher } from "./order-status-watcher";
import { readOrderProgress } from "./read-order-progress";
import styles from "./order-page.module.css";

/** Where the shopper repeats an order: the game page refills it; a gift is bought again from its page. */
function repeatHref(order: OrderHistoryEntry): string | null {
  if (order.resourcetype === "RokkyOrder") return order.gift ? `/gifts/detalis/${order.gift.id}` : null;
  return order.game ? `/games/${order.game.id}?repeat=${order.hash}` : null;
}

export function OrderPageHeader({
  order,
  expiredAt,
}: {
  order: OrderHistoryEntry;
  expiredAt?: string | null;
}) {
  const t = useTranslations("orderPage");
  const tHistory = useTranslations("orderHistory");
  const subject = readOrderSubject(order);
  return (
    <header className={styles.header}>
      <OrderSubjectLogo logo={subject.logo} size={72} />
      <div className={styles.heading}>
        <h1 className={styles.title}>{t("title", { id: order.id })}</h1>
        <p className={styles.subject}>{subject.title ?? tHistory("unknown_title")}</p>
        <p className={styles.meta}>
          {t("created")} <OrderDate created={order.created} />
        </p>
      </div>
      <div className={styles.state}>
        <OrderStatusBadge status={order.status} />
        {order.isPaymentActive ? (
          <Button href={`/orders/${order.hash}/pay`} prefetch={false}>
            {t("pay")}
          </Button>
        ) : null}
      </div>
      <div className={styles.notes}>
        {order.isPaymentActive ? <p className={styles.hint}>{t("payHint")}</p> : null}
        {expiredAt ? <ExpiredNotice href={repeatHref(order)} /> : null}
        <OrderStatusWatcher hash={order.hash} status={order.status} progress={readOrderProgress(order)} />
      </div>
    </header>
  );
}

function ExpiredNotice({ href }: { href: string | null }) {
  const t = useTranslations("orderPage.expired");
  return (
    <div className={styles.expired} role="status" data-testid="order-expired">
      <p className={styles.hint}>{href ? t("text") : t("textNoRepeat")}</p>
      {href ? (
        <Button href={href} size="xs" variant="secondary" prefetch={false}>
          {t("repeat")}
        </Button>
      ) : null}
    </div>
  );
}
