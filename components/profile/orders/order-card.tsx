// One order of the history: what was bought, status, the kind's own fields (codes with copy buttons), totals,
// the reject reason of a failed one, and ways to open it: the details dialog and the order page.
import { useTranslations } from "next-intl";
import type { OrderHistoryEntry } from "@/lib/api/types/order";
import { Button } from "@/components/ui/button";
import { SmartLink } from "@/components/ui/smart-link";
import { readOrderSubject, summariseLines } from "./describe-order";
import { OrderDate } from "./order-date";
import { OrderDetailsButton } from "./order-details-button";
import { OrderKindFields } from "./order-kind-fields";
import { OrderStatusBadge } from "./order-status-badge";
import { OrderSubjectLogo } from "./order-subject-logo";
import { OrderTotals } from "./order-totals";
import { RejectReason } from "./reject-reason";
import styles from "./order-card.module.css";

export function OrderCard({ order }: { order: OrderHistoryEntry }) {
  const t = useTranslations("orderHistory");
  const subject = readOrderSubject(order);
  const lines = summariseLines(order);
  const titleId = `order-${order.id}-title`;
  return (
    <article
      className={styles.card}
      aria-labelledby={titleId}
      data-order-id={order.id}
      data-kind={order.resourcetype}
    >
      <header className={styles.head}>
        <OrderSubjectLogo logo={subject.logo} size={44} />
        <div className={styles.heading}>
          <h3 id={titleId} className={styles.title}>
            {subject.title ?? t("unknown_title")}
          </h3>
          <p className={styles.meta}>
            {t("number", { id: order.id })} · <OrderDate created={order.created} />
          </p>
        </div>
        <OrderStatusBadge status={order.status} />
      </header>
      {lines ? <p className={styles.lines}>{lines}</p> : null}
      <OrderKindFields order={order} />
      <RejectReason reason={order.rejectReason} />
      <footer className={styles.foot}>
        <OrderTotals order={order} />
        <div className={styles.actions}>
          {order.isPaymentActive ? (
            <Button href={`/orders/${order.hash}/pay`} size="xs" prefetch={false}>
              {t("pay")}
            </Button>
          ) : null}
          {order.game && order.resourcetype !== "RokkyOrder" ? (
            // Repeating reloads the game, refills the amounts and account fields and opens the confirm form.
            <Button
              href={`/games/${order.game.id}?repeat=${order.hash}`}
              size="xs"
              variant="secondary"
              prefetch={false}
              aria-label={t("repeat_label", { id: order.id })}
            >
              {t("repeat")}
            </Button>
          ) : null}
          <OrderDetailsButton order={order} />
          <SmartLink href={`/orders/${order.hash}/details`} className={styles.pageLink} prefetch={false}>
            {t("details_page")}
          </SmartLink>
        </div>
      </footer>
    </article>
  );
}
