// PATCH /api/admin/promo-codes/{id}/ – switch a promo code off or on, change its limit or expiry; audited (admin)
import { updateAdminPromoCode } from "@/lib/schemas/admin/promo-codes";
import { handleAdminRoute } from "@/lib/server/http/handle-admin-route";
import { updatePromoCode } from "@/lib/server/promo/promo-codes";
import { methods } from "@/lib/server/http/methods";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  PATCH: handleAdminRoute(updateAdminPromoCode, ({ params, body, staff }) =>
    updatePromoCode(params.id, body, staff),
  ),
});
