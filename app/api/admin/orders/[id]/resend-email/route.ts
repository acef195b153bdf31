// POST /api/admin/orders/{id}/resend-email/ – send one of the order's e-mails again, audited (support, admin)
import { resendOrderEmail } from "@/lib/schemas/admin/order-mails";
import { handleAdminRoute } from "@/lib/server/http/handle-admin-route";
import { resendOrderMail } from "@/lib/server/orders/staff/resend-order-mail";
import { methods } from "@/lib/server/http/methods";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleAdminRoute(resendOrderEmail, ({ params, body, staff }) =>
    resendOrderMail(params.id, staff, body.email_id, body.reason),
  ),
});
