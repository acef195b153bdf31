// Standoff 2 gold orders: create, avatar upload (multipart, after creation), delivery details, last data, settings.
import { orderEndpoints } from "@/lib/schemas/orders/order-endpoints";
import { call, type CallInput } from "./call";
import type { WithRequired } from "./camel-cased-deep";
import type { CallOptions } from "./default-client";
import { RequiredError } from "./errors";
import { requireParams } from "./required";
import type { OrderDraft } from "./types/order";
import type {
  StandoffAvatarUpload,
  StandoffLastOrderData,
  StandoffOrderCreate,
  StandoffSettings,
} from "./types/order-kinds";
import { parseOrderKind } from "./variants";

export function createStandoffOrder(body: StandoffOrderCreate, options?: CallOptions): Promise<OrderDraft> {
  const rules = { required: ["products", "gameAccountId"], parse: parseOrderKind<OrderDraft> };
  return call(orderEndpoints.createStandoffOrder, { body, ...rules }, options);
}

/** Sends the account avatar picture, or names an earlier order whose avatar is reused; answers the draft. */
export async function uploadStandoffAvatar(
  { id, gameAvatar, historyOrderId }: StandoffAvatarUpload,
  options?: CallOptions,
): Promise<OrderDraft> {
  const endpoint = orderEndpoints.uploadStandoffAvatar;
  const operation = `${endpoint.method} ${endpoint.path}`;
  requireParams(operation, { id }, ["id"]);
  if (!gameAvatar && !historyOrderId) {
    throw new RequiredError(
      "gameAvatar",
      `Required parameter "gameAvatar" (or "historyOrderId") was null or undefined when calling ${operation}.`,
    );
  }
  return call(endpoint, { params: { id }, body: { gameAvatar, historyOrderId } }, options);
}

type StandoffDeliveryDetails = NonNullable<
  CallInput<typeof orderEndpoints.updateStandoffDeliveryDetails>["body"]
>;

/** While the order waits for a corrected account id, sending it re-delivers the order. */
export function updateStandoffDeliveryDetails(
  { id, ...body }: { id: number } & WithRequired<StandoffDeliveryDetails, "gameAccountId">,
  options?: CallOptions,
): Promise<OrderDraft> {
  const rules = { required: ["gameAccountId"], parse: parseOrderKind<OrderDraft> };
  return call(orderEndpoints.updateStandoffDeliveryDetails, { params: { id }, body, ...rules }, options);
}

export function getStandoffLastOrderData(options?: CallOptions): Promise<StandoffLastOrderData> {
  return call(orderEndpoints.getStandoffLastOrderData, {}, options);
}

export function getStandoffSettings(options?: CallOptions): Promise<StandoffSettings> {
  return call(orderEndpoints.getStandoffSettings, {}, options);
}
