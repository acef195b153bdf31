// Update calls of product orders (PUBG, Standoff, supply channel): the lines are replaced and priced again.
import type { OrderAccess } from "../access/find-accessible-order";
import { updateCreatedOrder } from "../update-order";
import { updateOrderLines, type LineUpdate } from "../update-order-lines";
import type { ProductOrderKind } from "./create-product-order";

export function updateProductOrder(
  access: OrderAccess,
  orderId: number,
  kind: ProductOrderKind,
  products: LineUpdate[],
) {
  return updateCreatedOrder(access, orderId, kind, async (tx, order) => ({
    subtotal: await updateOrderLines(tx, order, kind, products),
  }));
}
