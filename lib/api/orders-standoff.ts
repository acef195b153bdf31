// Standoff 2 gold orders: create, avatar upload (multipart, after creation), updates, last data, settings.
import type * as standoffEndpoints from "@/lib/schemas/orders/standoff";
import type { BodyOf, WithRequired } from "./camel-cased-deep";
import { RequiredError } from "./errors";
import { requireParams } from "./required";
import { send, type CallOptions } from "./default-client";
import type { OrderDraft } from "./types/order";
import type {
  OrderProductUpdate,
  StandoffAvatarUpload,
  StandoffLastOrderData,
  StandoffOrderCreate,
  StandoffSettings,
} from "./types/order-kinds";
import { parseOrderKind } from "./variants";

export function createStandoffOrder(body: StandoffOrderCreate, options?: CallOptions): Promise<OrderDraft> {
  return send(options, {
    method: "POST",
    path: "/api/orders/standoff/",
    operation: "createStandoffOrder",
    body,
    required: ["products", "gameAccountId"],
    parse: parseOrderKind<OrderDraft>,
  });
}

/** Sends the account avatar picture, or names an earlier order whose avatar is reused; answers the draft. */
export async function uploadStandoffAvatar(
  { id, gameAvatar, historyOrderId }: StandoffAvatarUpload,
  options?: CallOptions,
): Promise<OrderDraft> {
  requireParams("uploadStandoffAvatar", { id }, ["id"]);
  if (!gameAvatar && !historyOrderId) {
    throw new RequiredError(
      "gameAvatar",
      'Required parameter "gameAvatar" (or "historyOrderId") was null or undefined when calling uploadStandoffAvatar().',
    );
  }
  return send(options, {
    method: "POST",
    path: "/api/orders/standoff/avatar/{id}/",
    operation: "uploadStandoffAvatar",
    pathParams: { id },
    body: { gameAvatar, historyOrderId },
    bodyType: "multipart",
  });
}

export function updateStandoffOrder(
  { id, products }: { id: number; products: OrderProductUpdate[] },
  options?: CallOptions,
): Promise<OrderDraft> {
  return send(options, {
    method: "POST",
    path: "/api/orders/standoff/{id}/update/",
    operation: "updateStandoffOrder",
    pathParams: { id },
    body: { products },
    required: ["products"],
    parse: parseOrderKind<OrderDraft>,
  });
}

/** While the order waits for a corrected account id, sending it re-delivers the order. */
export function updateStandoffDeliveryDetails(
  {
    id,
    ...body
  }: { id: number } & WithRequired<
    BodyOf<typeof standoffEndpoints.updateStandoffDeliveryDetails>,
    "gameAccountId"
  >,
  options?: CallOptions,
): Promise<OrderDraft> {
  return send(options, {
    method: "POST",
    path: "/api/orders/standoff/{id}/delivery_details/update/",
    operation: "updateStandoffDeliveryDetails",
    pathParams: { id },
    body,
    required: ["gameAccountId"],
    parse: parseOrderKind<OrderDraft>,
  });
}

export function getStandoffLastOrderData(options?: CallOptions): Promise<StandoffLastOrderData> {
  return send(options, {
    method: "GET",
    path: "/api/orders/standoff/last_order_data/",
    operation: "getStandoffLastOrderData",
  });
}

export function getStandoffSettings(options?: CallOptions): Promise<StandoffSettings> {
  return send(options, {
    method: "GET",
    path: "/api/orders/standoff/settings/",
    operation: "getStandoffSettings",
  });
}
