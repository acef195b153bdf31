// POST /api/orders/{kind}/{id}/update/ and .../delivery_details/update/ of every kind: an edit of an existing order
// (guest or owner), answered with the recalculated order. The kinds differ only in what the body holds.
import type { z } from "zod";
import { idParamsSchema } from "../common";
import { defineEndpoint } from "../endpoint";
import { orderDraftSchema } from "./order-detail";

export function orderEditEndpoint<B extends z.ZodType>(
  kindPath: string,
  action: "update" | "delivery_details/update",
  summary: string,
  body: B,
) {
  return defineEndpoint({
    method: "POST",
    path: `/api/orders/${kindPath}/{id}/${action}/`,
    tag: "orders",
    summary,
    auth: "optional",
    params: idParamsSchema,
    body,
    response: orderDraftSchema,
  });
}
