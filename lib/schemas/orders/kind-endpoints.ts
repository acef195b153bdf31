// The calls every order kind has: POST /api/orders/{kind}/ creates the order, {id}/update/ and
// {id}/delivery_details/update/ edit it; guests and owners alike, each answered with the recalculated order.
// The kinds differ only in their words and in what the body holds. The kinds a signed-in shopper's form is filled
// from also answer GET …/last_order_data/.
import { z } from "zod";
import { idParamsSchema } from "../common";
import { ORDER_ACCESS, defineEndpoint } from "../endpoint";
import { orderDraftSchema } from "./order-detail";

export function orderCreateEndpoint<B extends z.ZodType>(kindPath: string, summary: string, body: B) {
  return defineEndpoint({
    method: "POST",
    path: `/api/orders/${kindPath}/`,
    tag: "orders",
    summary,
    auth: "optional",
    errors: {
      // The one rule of the body JSON Schema cannot state (the e-mail field's description repeats it).
      400: 'A guest\'s order (no token) without an e-mail: {"email": ["Обязательное поле."]}',
      401: "The game sells to signed-in shoppers only and no token was sent",
    },
    body,
    status: 201,
    response: orderDraftSchema,
  });
}

export function orderEditEndpoint<B extends z.ZodType>(
  kindPath: string,
  action: "update" | "delivery_details/update",
  summary: string,
  body: B,
) {
  return defineEndpoint({
    method: "POST",
    path: `/api/orders/${kindPath}/{id}/${action}/`,
    security: ORDER_ACCESS,
    tag: "orders",
    summary,
    auth: "optional",
    params: idParamsSchema,
    body,
    response: orderDraftSchema,
  });
}

/** GET /api/orders/{kind}/last_order_data/…, what a signed-in shopper's order form is filled from: the shopper's
 *  last order of the kind, its id, the kind's account fields and the e-mail, every one null without such an order. */
export function lastOrderDataEndpoint<F extends z.ZodRawShape>(
  path: string,
  summary: string,
  accountFields: F,
) {
  return defineEndpoint({
    method: "GET",
    path,
    tag: "orders",
    summary,
    auth: "required",
    response: z.object({ id: z.number().int().nullable(), ...accountFields, email: z.string().nullable() }),
  });
}
