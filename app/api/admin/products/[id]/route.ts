// PATCH /api/admin/products/{id}/ – change a product; on the storefront at once; audited (admin)
import { updateAdminProduct } from "@/lib/schemas/admin/products";
import { handleAdminRoute } from "@/lib/server/http/handle-admin-route";
import { updateProduct } from "@/lib/server/catalog/update-product";
import { methods } from "@/lib/server/http/methods";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  PATCH: handleAdminRoute(updateAdminProduct, ({ params, body, staff }) =>
    updateProduct(params.id, body, staff),
  ),
});
