// PUBG Mobile UC orders: create, change the lines, change the delivery e-mail.
import { z } from "zod";
import { emailSchema } from "../auth/fields";
import { orderCreateEndpoint, orderEditEndpoint } from "./kind-endpoints";
import { guestEmailField, newOrderProductsField, orderProductUpdatesField } from "./order-input";

export const ORDER_RULES =
  "Every amount is recomputed from the catalogue (prices in the body are ignored); quantities outside the product's " +
  "min/max, inactive or unknown products and products of another game give 400 with per-line errors";
export const ACCESS_RULES =
  "Only while the order is created (else 400); the owner's token or this browser's order-access cookie, otherwise 404";
/** delivery_details/update/ of the kinds with account fields: also the way to fix details a provider refused. */
export const REDELIVERY_RULES =
  "While the order is created it edits the draft. While the order is sending and some lines are incorrect-details " +
  "(the provider refused the account), it corrects the details (validated as at creation), moves those lines back " +
  "to sending and queues the order's delivery job in the same transaction, so they are re-delivered at once. Any " +
  "other status gives 400. The owner's token, this browser's order-access cookie or the order's hash (order_hash, " +
  "from the order's page or e-mail link), otherwise 404";

/** POST /api/orders/{kind}/{id}/update/: the same call for every kind made of catalogue products. */
export const updateLinesEndpoint = (kindPath: string) =>
  orderEditEndpoint(
    kindPath,
    "update",
    `Replace the order's lines and recompute it. ${ACCESS_RULES}`,
    z.object({ products: orderProductUpdatesField() }),
  );

export const createPubgOrder = orderCreateEndpoint(
  "pubg",
  `Create a PUBG order; e-mail required for guests. ${ORDER_RULES}. Sets the order-access cookie`,
  z.object({ products: newOrderProductsField(), email: guestEmailField() }),
);

export const updatePubgOrder = updateLinesEndpoint("pubg");

export const updatePubgDeliveryDetails = orderEditEndpoint(
  "pubg",
  "delivery_details/update",
  `Change the e-mail the codes are sent to. ${ACCESS_RULES}`,
  z.object({ email: emailSchema }),
);
