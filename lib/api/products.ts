// Products of games: page-numbered list and one product by id.
import { send, type CallOptions } from "./default-client";
import type { Paged, PageParams } from "./types/common";
import type { Product, ProductDetail } from "./types/game";
import { pagedOf, parseProduct } from "./variants";

export function listProducts(query: PageParams = {}, options?: CallOptions): Promise<Paged<Product>> {
  return send(options, {
    method: "GET",
    path: "/api/products/",
    operation: "listProducts",
    query,
    parse: pagedOf(parseProduct),
  });
}

export function getProduct(params: { id: number }, options?: CallOptions): Promise<ProductDetail> {
  return send(options, {
    method: "GET",
    path: "/api/products/{id}/",
    operation: "getProduct",
    pathParams: params,
    parse: (data) => parseProduct(data) as ProductDetail,
  });
}
