// PATCH /api/admin/payment-methods/{id}/ – switch, minimum, fees and place of a payment method; audited (admin)
import { updateAdminPaymentMethod } from "@/lib/schemas/admin/payments";
import { handleAdminRoute } from "@/lib/server/http/handle-admin-route";
import { updatePaymentMethod } from "@/lib/server/payments/payment-settings";
import { methods } from "@/lib/server/http/methods";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  PATCH: handleAdminRoute(updateAdminPaymentMethod, ({ params, body, staff }) =>
    updatePaymentMethod(params.id, body, staff),
  ),
});
