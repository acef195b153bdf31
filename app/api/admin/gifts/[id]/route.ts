// GET /api/admin/gifts/{id}/ – a gift as staff edit it; PATCH – change it, on the storefront at once; audited
// (admin)
import { getAdminGift, updateAdminGift } from "@/lib/schemas/admin/gifts";
import { getAdminGift as readAdminGift } from "@/lib/server/catalog/admin-gift-row";
import { handleAdminRoute } from "@/lib/server/http/handle-admin-route";
import { updateGift } from "@/lib/server/catalog/save-gift";
import { methods } from "@/lib/server/http/methods";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleAdminRoute(getAdminGift, ({ params }) => readAdminGift(params.id)),
  PATCH: handleAdminRoute(updateAdminGift, ({ params, body, staff }) => updateGift(params.id, body, staff)),
});
