// Supply-channel (MooGold) orders: create, update, delivery details, last data per game, servers.
import { z } from "zod";
import { idSchema, pageQuerySchema, pagedSchema } from "../common";
import { serverSchema } from "../catalog/game";
import { defineEndpoint } from "../endpoint";
import { lastOrderDataEndpoint, orderCreateEndpoint, orderEditEndpoint } from "./kind-endpoints";
import {
  accountField,
  newOrderProductsField,
  objectIdField,
  guestEmailField,
  optionalEmailField,
  orderHashProofField,
} from "./order-input";
import { ORDER_RULES, REDELIVERY_RULES, updateLinesEndpoint } from "./pubg";
import { CATALOGUE_CACHE_SECONDS } from "../cache-seconds";

export const customServerField = () =>
  z
    .string({ error: "Введите строку." })
    .trim()
    .max(64, "Убедитесь, что это значение содержит не более 64 символов.")
    .nullable()
    .optional()
    .describe("Server (zone) id typed in, for games whose servers are not a list");

const SERVER_RULES =
  "When the game needs a server: one of its servers (is_server_enum) or a typed server id, otherwise 400";

export const createSupplyOrder = orderCreateEndpoint(
  "supply_channel",
  `Create a supply-channel order. ${SERVER_RULES}. ${ORDER_RULES}. Sets the order-access cookie`,
  z.object({
    products: newOrderProductsField(),
    email: guestEmailField(),
    supply_channel_user_id: accountField(),
    supply_channel_server: objectIdField().nullable().optional().describe("Id of one of the game's servers"),
    supply_channel_server_custom_id: customServerField(),
  }),
);

export const updateSupplyOrder = updateLinesEndpoint("supply_channel");

export const updateSupplyDeliveryDetails = orderEditEndpoint(
  "supply_channel",
  "delivery_details/update",
  `Change the e-mail, user id or server (fields left out stay). ${SERVER_RULES}. ${REDELIVERY_RULES}`,
  z.object({
    email: optionalEmailField(),
    moogold_user_id: accountField().optional(),
    moogold_server: objectIdField().nullable().optional(),
    moogold_server_custom_id: customServerField(),
    order_hash: orderHashProofField(),
  }),
);

const gameParamsSchema = z.object({ game_id: idSchema });

export const getSupplyLastOrderData = defineEndpoint({
  ...lastOrderDataEndpoint(
    "/api/orders/supply_channel/last_order_data/{game_id}/",
    "Account fields of the shopper's last order for this game (all null without one)",
    {
      moogold_user_id: z.string().nullable(),
      moogold_server: z.number().int().nullable(),
      moogold_server_custom_id: z.string().nullable(),
    },
  ),
  params: gameParamsSchema,
});

export const listSupplyServers = defineEndpoint({
  publicCacheSeconds: CATALOGUE_CACHE_SECONDS,
  method: "GET",
  path: "/api/orders/supply_channel/servers/{game_id}/",
  tag: "orders",
  summary: "The servers of a supply-channel game, paged by page (404 for another kind of game)",
  params: gameParamsSchema,
  query: pageQuerySchema,
  response: pagedSchema(serverSchema),
});
