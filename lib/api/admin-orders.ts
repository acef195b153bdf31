// The console's order fixes from the browser: resend one of the order's e-mails, correct its delivery details and
// deliver a line again (support, admin; both audited on the server).
import type { correctOrderDelivery as correctEndpoint } from "@/lib/schemas/admin/order-correction";
import type { resendOrderEmail as resendEndpoint } from "@/lib/schemas/admin/order-mails";
import type { FromWire, ToWire } from "./camel-cased-deep";
import { defineAdminAction } from "./post-admin-action";

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
