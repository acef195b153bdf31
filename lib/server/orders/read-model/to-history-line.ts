// A line as the profile's history and the order details show it: the product, a PUBG line's redeem codes, and
// what there is to know about its delivery (keys only once the line may show them).
import { productResourceType } from "../../catalog/resource-types";
import type { orderLines, orders } from "../../db/schema";
import { describeLineDelivery } from "../describe-line-delivery";
import type { OrderHistoryLine } from "../order-history-entry";
import type { OrderReadLine } from "./load-order-lines";

/** A PUBG line's redeem codes, one per item: from its delivery, or the single code of an older line. */
function deliveredCodes(line: typeof orderLines.$inferSelect, amountUc: number) {
  const items = (line.deliveryData as { items?: { code: string; amountUc?: number }[] } | null)?.items;
  if (Array.isArray(items) && items.length) {
    return items.map((i) => ({ code: i.code, amountUc: i.amountUc ?? amountUc }));
  }
  return line.code ? [{ code: line.code, amountUc: line.amountUc ?? amountUc }] : [];
}

/** `isShown`: whether the line's redeem codes and keys may be shown yet. */
export function toHistoryLine(
  { line, product, kind }: OrderReadLine,
  order: Pick<typeof orders.$inferSelect, "supplyServerCustomId">,
  isShown: boolean,
): OrderHistoryLine {
  const isPubg = kind === "pubg";
  const codes = isShown ? deliveredCodes(line, product.amountUc ?? 0) : [];
  const delivery = describeLineDelivery(line, {
    isPubg,
    hasCustomServer: order.supplyServerCustomId !== null,
  });
  return {
    id: line.id,
    quantity: line.quantity,
    price: line.price,
    status: line.status,
    product: {
      resourcetype: productResourceType[kind],
      id: product.id,
      title: product.title,
      picture: product.picture,
      price: product.price,
      ...(isPubg ? { amountUc: product.amountUc ?? 0 } : {}),
      ...(kind === "standoff" ? { gold: product.gold ?? 0 } : {}),
    },
    // A PUBG line is delivered as a redeem code worth the line's UC.
    ...(isPubg ? { codes } : {}),
    // Absent while there is nothing to say, so a line reads as it did before delivery existed.
    ...(delivery ? { delivery: isShown ? delivery : { ...delivery, items: [] } } : {}),
  };
}
