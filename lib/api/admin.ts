// The operator console's calls from the browser (its pages read through lib/server/admin on the server).
import { adminEndpoints } from "@/lib/schemas/admin/admin-endpoints";
import { call, type CallResult } from "./call";
import type { CallOptions } from "./default-client";
import { defineAdminAction } from "./post-admin-action";

const {
  hideFeedback,
  importPubgCodes: importCodesEndpoint,
  markAdminStandoffBought,
  markAdminStandoffUnbuyable,
  markOrderDelivered: markDeliveredEndpoint,
  rejectOrder: rejectEndpoint,
  retryOrderDelivery: retryEndpoint,
  showFeedback,
} = adminEndpoints;

/** Queues the order's delivery again (support, admin); audited with the reason. */
export const retryOrderDelivery = defineAdminAction(retryEndpoint);

const markBought = defineAdminAction(markAdminStandoffBought);
const markUnbuyable = defineAdminAction(markAdminStandoffUnbuyable);

/** Staff bought the shopper's skin: the line is delivered (support, admin); audited. */
export function markStandoffBought(lineId: number, note: string, options?: CallOptions) {
  return markBought(lineId, note ? { note } : {}, options);
}

/** The skin could not be bought, for `reason` (support, admin); audited. */
export function markStandoffUnbuyable(lineId: number, reason: string, options?: CallOptions) {
  return markUnbuyable(lineId, { reason }, options);
}

/** Staff delivered a line (or a gift's key) by hand (support, admin); audited. */
export const markOrderDelivered = defineAdminAction(markDeliveredEndpoint);

/** Staff reject the order, its undelivered part refunded (support, admin); audited. */
export const rejectOrder = defineAdminAction(rejectEndpoint);

export type CodesImportReport = CallResult<typeof importCodesEndpoint>;

/** Uploads a CSV of PUBG codes (admin); `productId` names the product of a file of codes alone. */
export function importPubgCodes(
  file: File,
  productId?: number,
  options?: CallOptions,
): Promise<CodesImportReport> {
  const body = { file, ...(productId ? { productId: String(productId) } : {}) };
  return call(importCodesEndpoint, { body }, options);
}

const moderation = { hide: defineAdminAction(hideFeedback), show: defineAdminAction(showFeedback) };

/** Hides a review from the storefront, or shows it again (support, admin); audited. */
export function moderateFeedback(id: number, action: "hide" | "show", reason: string, options?: CallOptions) {
  return moderation[action](id, reason ? { reason } : {}, options);
}
