// POST /api/admin/products/ – create a product of a game, on the storefront at once; audited (admin)
import { createAdminProduct } from "@/lib/schemas/admin/product-create";
import { createProduct } from "@/lib/server/catalog/create-product";
import { handleAdminRoute } from "@/lib/server/http/handle-admin-route";
import { methods } from "@/lib/server/http/methods";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleAdminRoute(createAdminProduct, ({ body, staff }) => createProduct(body, staff)),
});
