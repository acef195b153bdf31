// The console's order fixes from the browser: resend one of the order's e-mails, correct its delivery details and
// deliver a line again (support, admin; both audited on the server); download the orders' CSV export.
import { adminEndpoints } from "@/lib/schemas/admin/admin-endpoints";
import { toQueryString } from "./case-convert";
import { clientOf, type CallOptions } from "./default-client";
import { ResponseError } from "./errors";
import { defineAdminAction, type ActionBody } from "./post-admin-action";
import { readBody } from "./wire-body";

const {
  correctOrderDelivery: correctEndpoint,
  exportAdminOrders,
  resendOrderEmail: resendEndpoint,
} = adminEndpoints;

/** Queues the e-mail `emailId` of the order again, to the order's address. */
export const resendOrderEmail = defineAdminAction(resendEndpoint);

export type CorrectDeliveryBody = ActionBody<typeof correctEndpoint>;

/** Saves corrected delivery details and sends the line back to delivery. */
export const correctOrderDelivery = defineAdminAction(correctEndpoint);

/** The CSV file of the console's current selection of orders, fetched with the staff session (Bearer token). */
export async function downloadOrdersCsv(
  query: Record<string, string>,
  options?: CallOptions,
): Promise<{ blob: Blob; filename: string }> {
  const path = `${exportAdminOrders.path}${toQueryString(query)}`;
  const response = await clientOf(options).http.fetchApi(path, {
    method: exportAdminOrders.method,
    headers: { Accept: "text/csv" },
    credentials: "include",
    signal: options?.signal,
  });
  if (!response.ok) throw new ResponseError(response, await readBody(response));
  const disposition = response.headers.get("content-disposition") ?? "";
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? "orders.csv";
  return { blob: await response.blob(), filename };
}
