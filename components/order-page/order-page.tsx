// The order page body: heading with status and the payment link, the order's contents, its status timeline
// and the review block.
import { useTranslations } from "next-intl";
import { Breadcrumbs } from "@/components/layout/breadcrumbs";
import type { OrderDetails } from "@/lib/api/types/order";
import { FeedbackSection } from "./feedback-section";
import type { FeedbackState } from "./feedback-state";
import { OrderContents } from "./order-contents";
import { OrderPageHeader } from "./order-page-header";
import { OrderTimeline } from "./order-timeline";
import styles from "./order-page.module.css";

export function OrderPage({ order, feedback }: { order: OrderDetails; feedback: FeedbackState }) {
  const t = useTranslations("orderPage");
  const tNav = useTranslations("nav");
  return (
    <div className={`container ${styles.page}`} data-order-id={order.id} data-kind={order.resourcetype}>
      <Breadcrumbs items={[{ href: "/", label: tNav("home") }, { label: t("title", { id: order.id }) }]} />
      <OrderPageHeader order={order} expiredAt={order.expiredAt} />
      <div className={styles.columns}>
        <OrderContents order={order} />
        <OrderTimeline timeline={order.timeline} status={order.status} created={order.created} />
      </div>
      {/* Remounted when the server's answer changes (signed in, order done), dropping stale local state. */}
      <FeedbackSection key={feedback.kind} orderId={order.id} initialState={feedback} />
    </div>
  );
}
