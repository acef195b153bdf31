// The operator console's calls from the browser (its pages read through lib/server/admin on the server).
import type { markOrderDelivered as markDeliveredEndpoint } from "@/lib/schemas/admin/order-actions";
import type { retryOrderDelivery as retryEndpoint } from "@/lib/schemas/admin/orders";
import type { importPubgCodes as importCodesEndpoint } from "@/lib/schemas/admin/pubg-stock";
import type { markAdminStandoffBought as boughtEndpoint } from "@/lib/schemas/admin/standoff";
import type { FromWire, ToWire } from "./camel-cased-deep";
import { send, type CallOptions } from "./default-client";
import { defineAdminAction, postAdminAction } from "./post-admin-action";

export type RetryDeliveryBody = ToWire<NonNullable<(typeof retryEndpoint)["body"]>>;
export type RetryDeliveryResult = FromWire<(typeof retryEndpoint)["response"]>;

/** Queues the order's delivery again (support, admin); audited with the reason. */
export const retryOrderDelivery = defineAdminAction<RetryDeliveryBody, RetryDeliveryResult>(
  "/api/admin/orders/{id}/retry-delivery/",
  "retryOrderDelivery",
);

export type StandoffMarkResult = FromWire<(typeof boughtEndpoint)["response"]>;

/** Staff bought the shopper's skin: the line is delivered (support, admin); audited. */
export function markStandoffBought(
  lineId: number,
  note: string,
  options?: CallOptions,
): Promise<StandoffMarkResult> {
  return postAdminAction(
    "/api/admin/standoff/{id}/bought/",
    "markAdminStandoffBought",
    lineId,
    note ? { note } : {},
    options,
  );
}

/** The skin could not be bought, for `reason` (support, admin); audited. */
export function markStandoffUnbuyable(
  lineId: number,
  reason: string,
  options?: CallOptions,
): Promise<StandoffMarkResult> {
  return postAdminAction(
    "/api/admin/standoff/{id}/unbuyable/",
    "markAdminStandoffUnbuyable",
    lineId,
    { reason },
    options,
  );
}

export type MarkDeliveredBody = ToWire<NonNullable<(typeof markDeliveredEndpoint)["body"]>>;
export type OrderActionResult = FromWire<(typeof markDeliveredEndpoint)["response"]>;

/** Staff delivered a line (or a gift's key) by hand (support, admin); audited. */
export const markOrderDelivered = defineAdminAction<MarkDeliveredBody, OrderActionResult>(
  "/api/admin/orders/{id}/mark-delivered/",
  "markOrderDelivered",
);

/** Staff reject the order, its undelivered part refunded (support, admin); audited. */
export const rejectOrder = defineAdminAction<{ reason: string }, OrderActionResult>(
  "/api/admin/orders/{id}/reject/",
  "rejectOrder",
);

export type CodesImportReport = FromWire<(typeof importCodesEndpoint)["response"]>;

/** Uploads a CSV of PUBG codes (admin); `productId` names the product of a file of codes alone. */
export function importPubgCodes(
  file: File,
  productId?: number,
  options?: CallOptions,
): Promise<CodesImportReport> {
  return send(options, {
    method: "POST",
    path: "/api/admin/pubg-codes/import/",
    operation: "importPubgCodes",
    body: { file, ...(productId ? { productId: String(productId) } : {}) },
    bodyType: "multipart",
  });
}

/** Hides a review from the storefront, or shows it again (support, admin); audited. */
export function moderateFeedback(
  id: number,
  action: "hide" | "show",
  reason: string,
  options?: CallOptions,
): Promise<unknown> {
  return postAdminAction(
    `/api/admin/feedback/{id}/${action}/`,
    action === "hide" ? "hideFeedback" : "showFeedback",
    id,
    reason ? { reason } : {},
    options,
  );
}
