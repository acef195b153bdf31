// Update calls of product orders (PUBG, Standoff, supply channel): the lines are replaced and priced again.
import type { NextRequest } from "next/server";
import type { AuthContext } from "../../http/auth-context";
import { updateCreatedOrder } from "../update-order";
import { updateOrderLines, type LineUpdate } from "../update-order-lines";
import type { ProductOrderKind } from "./create-product-order";

export function updateProductOrder(
  req: NextRequest,
  auth: AuthContext,
  orderId: number,
  kind: ProductOrderKind,
  products: LineUpdate[],
) {
  return updateCreatedOrder(req, auth, orderId, kind, async (tx, order) => ({
    subtotal: await updateOrderLines(tx, order, kind, products),
  }));
}
