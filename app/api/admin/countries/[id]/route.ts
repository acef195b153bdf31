// PATCH /api/admin/countries/{id}/ – name, currency, rate, default and place of a country; audited (admin)
import { updateAdminCountry } from "@/lib/schemas/admin/payments";
import { handleAdminRoute } from "@/lib/server/http/handle-admin-route";
import { updateCountry } from "@/lib/server/payments/payment-settings";
import { methods } from "@/lib/server/http/methods";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  PATCH: handleAdminRoute(updateAdminCountry, ({ params, body, staff }) =>
    updateCountry(params.id, body, staff),
  ),
});
