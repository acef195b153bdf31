// Shapes of products as the catalogue service returns them.
import type { getProduct, listProducts } from "@/lib/server/catalog/products";

export type ProductListItem = Awaited<ReturnType<typeof listProducts>>["results"][number];
export type ProductDetail = NonNullable<Awaited<ReturnType<typeof getProduct>>>;
