// The order page body: heading with status and the payment link, what the shopper has to do now (correct refused
// account details, list a Standoff skin), the order's contents, its status timeline and the review block.
import { useTranslations } from "next-intl";
import { Breadcrumbs } from "@/components/layout/breadcrumbs";
import type { OrderDetails } from "@/lib/api/types/order";
import { DeliveryDetailsForm, type CorrectableOrder } from "./delivery-details-form";
import { FeedbackSection } from "./feedback-section";
import type { FeedbackState } from "./feedback-state";
import { OrderContents } from "./order-contents";
import { OrderPageHeader } from "./order-page-header";
import { OrderTimeline } from "./order-timeline";
import { StandoffListingCard } from "./standoff-listing";
import styles from "./order-page.module.css";

const CORRECTABLE = new Set<OrderDetails["resourcetype"]>(["MooGoldOrder", "SteamOrder", "StandoffOrder"]);

/** The order's lines a provider refused for wrong account details, while the order can still be corrected. */
function findRefusedLine(order: OrderDetails) {
  if (order.status !== "sending" || !CORRECTABLE.has(order.resourcetype)) return null;
  return order.orderProducts.find((line) => line.status === "incorrect-details") ?? null;
}

export function OrderPage({ order, feedback }: { order: OrderDetails; feedback: FeedbackState }) {
  const t = useTranslations("orderPage");
  const tNav = useTranslations("nav");
  const refused = findRefusedLine(order);
  return (
    <div className={`container ${styles.page}`} data-order-id={order.id} data-kind={order.resourcetype}>
      <Breadcrumbs items={[{ href: "/", label: tNav("home") }, { label: t("title", { id: order.id }) }]} />
      <OrderPageHeader order={order} expiredAt={order.expiredAt} />
      {refused ? (
        <DeliveryDetailsForm
          order={order as CorrectableOrder}
          refusedField={refused.delivery?.incorrectDetails?.field ?? null}
        />
      ) : null}
      {order.standoffListing ? <StandoffListingCard listing={order.standoffListing} /> : null}
      <div className={styles.columns}>
        <OrderContents order={order} />
        <OrderTimeline timeline={order.timeline} status={order.status} created={order.created} />
      </div>
      {/* Remounted when the server's answer changes (signed in, order done), dropping stale local state. */}
      <FeedbackSection key={feedback.kind} orderId={order.id} initialState={feedback} />
    </div>
  );
}
