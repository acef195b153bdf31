// The console's order fixes from the browser: resend one of the order's e-mails, correct its delivery details and
// deliver a line again (support, admin; both audited on the server); download the orders' CSV export.
import type { correctOrderDelivery as correctEndpoint } from "@/lib/schemas/admin/order-correction";
import type { resendOrderEmail as resendEndpoint } from "@/lib/schemas/admin/order-mails";
import type { FromWire, ToWire } from "./camel-cased-deep";
import { toQueryString } from "./case-convert";
import { clientOf, type CallOptions } from "./default-client";
import { ResponseError } from "./errors";
import { defineAdminAction } from "./post-admin-action";
import { readBody } from "./wire-body";

export type ResendEmailBody = ToWire<NonNullable<(typeof resendEndpoint)["body"]>>;
export type ResendEmailResult = FromWire<(typeof resendEndpoint)["response"]>;

/** Queues the e-mail `emailId` of the order again, to the order's address. */
export const resendOrderEmail = defineAdminAction<ResendEmailBody, ResendEmailResult>(
  "/api/admin/orders/{id}/resend-email/",
  "resendOrderEmail",
);

export type CorrectDeliveryBody = ToWire<NonNullable<(typeof correctEndpoint)["body"]>>;
export type CorrectDeliveryResult = FromWire<(typeof correctEndpoint)["response"]>;

/** Saves corrected delivery details and sends the line back to delivery. */
export const correctOrderDelivery = defineAdminAction<CorrectDeliveryBody, CorrectDeliveryResult>(
  "/api/admin/orders/{id}/correct-delivery/",
  "correctOrderDelivery",
);

/** The CSV file of the console's current selection of orders, fetched with the staff session (Bearer token). */
export async function downloadOrdersCsv(
  query: Record<string, string>,
  options?: CallOptions,
): Promise<{ blob: Blob; filename: string }> {
  const path = `/api/admin/orders/export/${toQueryString(query)}`;
  const response = await clientOf(options).http.fetchApi(path, {
    method: "GET",
    headers: { Accept: "text/csv" },
    credentials: "include",
    signal: options?.signal,
  });
  if (!response.ok) throw new ResponseError(response, await readBody(response));
  const disposition = response.headers.get("content-disposition") ?? "";
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? "orders.csv";
  return { blob: await response.blob(), filename };
}
