// GET /api/products/{id}/ – one product with its game (id, title, is_active)
import { getProduct } from "@/lib/schemas/catalog/product";
import { handleRoute } from "@/lib/server/http/handle-route";
import { methods } from "@/lib/server/http/methods";
import { notFound } from "@/lib/server/errors/domain-error";
import * as catalog from "@/lib/server/catalog/products";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleRoute(getProduct, async ({ params }) => {
    const product = await catalog.getProduct(params.id);
    if (!product) throw notFound();
    return product;
  }),
});
