// The checkout endpoints (every order kind, one order, promo codes), spread into the registry as one group.
import type { Endpoint } from "../endpoint";
import {
  activateOrderPromoCode,
  activatePromoCode,
  deactivateOrderPromoCode,
  deactivatePromoCode,
  getOrderActivePromoCode,
  getPromoCodeForRecentPurchases,
  showOrderPromoCode,
  showPromoCode,
} from "../promo/promo-code";
import { getOrder, getOrderDetails, getOrderStatus } from "./order-detail";
import { createPubgOrder, updatePubgDeliveryDetails, updatePubgOrder } from "./pubg";
import { createRokkyOrder, updateRokkyDeliveryDetails, updateRokkyOrder } from "./rokky";
import {
  createStandoffOrder,
  getStandoffLastOrderData,
  getStandoffSettings,
  updateStandoffDeliveryDetails,
  updateStandoffOrder,
  uploadStandoffAvatar,
} from "./standoff";
import {
  createSteamOrder,
  getSteamLastOrderData,
  getSteamSettings,
  updateSteamDeliveryDetails,
  updateSteamOrder,
} from "./steam";
import {
  createSupplyOrder,
  getSupplyLastOrderData,
  listSupplyServers,
  updateSupplyDeliveryDetails,
  updateSupplyOrder,
} from "./supply-channel";

export const orderEndpoints = {
  createPubgOrder,
  updatePubgOrder,
  updatePubgDeliveryDetails,
  createRokkyOrder,
  updateRokkyOrder,
  updateRokkyDeliveryDetails,
  createStandoffOrder,
  uploadStandoffAvatar,
  updateStandoffOrder,
  updateStandoffDeliveryDetails,
  getStandoffLastOrderData,
  getStandoffSettings,
  createSteamOrder,
  updateSteamOrder,
  updateSteamDeliveryDetails,
  getSteamLastOrderData,
  getSteamSettings,
  createSupplyOrder,
  updateSupplyOrder,
  updateSupplyDeliveryDetails,
  getSupplyLastOrderData,
  listSupplyServers,
  getOrder,
  getOrderDetails,
  getOrderStatus,
  activateOrderPromoCode,
  showOrderPromoCode,
  getOrderActivePromoCode,
  deactivateOrderPromoCode,
  activatePromoCode,
  showPromoCode,
  deactivatePromoCode,
  getPromoCodeForRecentPurchases,
} satisfies Record<string, Endpoint>;
