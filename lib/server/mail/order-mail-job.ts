// An e-mail about an order as its send-mail job holds it: the message, plus the order and the template it came
// from, so the console can list an order's e-mails and send one again (lib/server/orders/staff/order-mails.ts). The
// mail worker reads the message's fields alone.
import type { OrderMailTemplate } from "@/lib/schemas/admin/order-mails";
import type { MailMessage } from "./mail-message";

export type OrderMailJob = MailMessage & {
  orderId: number;
  template: OrderMailTemplate;
  /** The job id of the e-mail staff sent again. */
  resentFrom?: string;
};

export const orderMailJob = (
  mail: MailMessage,
  orderId: number,
  template: OrderMailTemplate,
): OrderMailJob => ({ ...mail, orderId, template });
