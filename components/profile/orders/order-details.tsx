// The whole order for the details dialog: status and dates, the kind's fields, every line with its own
// status (and PUBG codes), totals, the reject reason and the link to the order page.
import { useTranslations } from "next-intl";
import type { OrderHistoryEntry, OrderHistoryLine } from "@/lib/api/types/order";
import { SmartLink } from "@/components/ui/smart-link";
import { CopyableCode } from "./copyable-code";
import { readOrderSubject } from "./describe-order";
import { OrderDate } from "./order-date";
import { OrderKindFields } from "./order-kind-fields";
import { LineSummary } from "./line-summary";
import { OrderStatusBadge } from "./order-status-badge";
import { OrderSubjectLogo } from "./order-subject-logo";
import { OrderTotals } from "./order-totals";
import { RejectReason } from "./reject-reason";
import styles from "./order-details.module.css";

function LineItem({ line }: { line: OrderHistoryLine }) {
  const t = useTranslations("orderHistory");
  return (
    <li className={styles.line}>
      <LineSummary line={line} />
      {line.codes?.map((c) => (
        <CopyableCode key={c.code} code={c.code} note={t("code_uc", { amount: c.amountUc })} />
      ))}
    </li>
  );
}

export function OrderDetails({ order }: { order: OrderHistoryEntry }) {
  const t = useTranslations("orderHistory");
  const subject = readOrderSubject(order);
  const showLines = order.resourcetype !== "SteamOrder" && order.orderProducts.length > 0;
  return (
    <div className={styles.details}>
      <div className={styles.summary}>
        <OrderSubjectLogo logo={subject.logo} size={56} />
        <div>
          <p className={styles.subject}>{subject.title ?? t("unknown_title")}</p>
          <OrderStatusBadge status={order.status} />
        </div>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t("created")}</dt>
          <dd>
            <OrderDate created={order.created} />
          </dd>
        </div>
        {order.email ? (
          <div>
            <dt>{t("email")}</dt>
            <dd>{order.email}</dd>
          </div>
        ) : null}
      </dl>
      <OrderKindFields order={order} isCodesInLines={showLines} />
      {showLines ? (
        <section aria-label={t("products")}>
          <h3 className={styles.sectionTitle}>{t("products")}</h3>
          <ul className={styles.lines}>
            {order.orderProducts.map((line) => (
              <LineItem key={line.id} line={line} />
            ))}
          </ul>
        </section>
      ) : null}
      <RejectReason reason={order.rejectReason} />
      <div className={styles.foot}>
        <OrderTotals order={order} />
        <SmartLink href={`/orders/${order.hash}/details`} prefetch={false}>
          {t("details_page")}
        </SmartLink>
      </div>
    </div>
  );
}
