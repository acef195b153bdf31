// A review as the storefront shows it: a review of an order the store delivered (done) is a verified purchase and
// carries that order's own delivery time (paid -> done), read from the order's events.
import { feedback, orders } from "../db/schema";
import { orderDeliverySeconds } from "../orders/order-delivery-seconds";

/** The columns to select (from feedback joined with its order) for toReview. */
export const reviewColumns = {
  review: feedback,
  orderStatus: orders.status,
  deliverySeconds: orderDeliverySeconds(feedback.orderId),
};

type ReviewRow = {
  review: typeof feedback.$inferSelect;
  orderStatus: (typeof orders.$inferSelect)["status"];
  deliverySeconds: number | null;
};

export function toReview({ review: f, orderStatus, deliverySeconds }: ReviewRow) {
  const isVerifiedPurchase = orderStatus === "done";
  return {
    id: f.id,
    order: f.orderId,
    text: f.text,
    rating: f.rating,
    created: f.created.toISOString(),
    isVerifiedPurchase,
    deliverySeconds: isVerifiedPurchase && deliverySeconds !== null ? Number(deliverySeconds) : null,
  };
}
