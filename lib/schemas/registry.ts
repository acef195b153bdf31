// Every endpoint of the Store API, by operation id: the OpenAPI document is generated from this list.
import type { Endpoint } from "./endpoint";
import { getGame, listGames } from "./catalog/game";
import { lookupPlayer } from "./catalog/player-lookup";
import { listStandoffQueue, markStandoffBought, markStandoffUnbuyable } from "./operator/standoff-queue";
import { getGift, listDiscountedGifts, listGifts, listNewGifts } from "./catalog/gift";
import { getProduct, listProducts } from "./catalog/product";
import { getArticle } from "./content/article";
import { listGameBanners, listGiftBanners } from "./content/banner";
import { listContacts } from "./content/contact";
import { listFaq } from "./content/faq";
import { getApiSchema } from "./docs/api-schema";
import { listLiveFeed } from "./feed/live-feed";
import { getFeedbackRating, listFeedback } from "./feedback/feedback";
import { getActiveCountry, listCountries, selectActiveCountry } from "./payments/country";
import { createJwt, logoutJwt, refreshJwt } from "./auth/jwt";
import { getProfile } from "./auth/profile";
import { bindSocial, getSocialAuthUrl, socialAuth, unbindSocial } from "./auth/social";
import { registerUser, resetPassword, resetPasswordConfirm, setPassword } from "./auth/users";
import { updateMe } from "./auth/me";
import { listBalanceHistory } from "./auth/balance-history";
import { listOrders } from "./orders/order-history";
import { orderEndpoints } from "./orders/order-endpoints";
import { paymentEndpoints } from "./payments/payment-endpoints";
import { createFeedback } from "./feedback/create-feedback";
import { adminEndpoints } from "./admin/admin-endpoints";
import { getLiveness, getReadiness } from "./operations/health";
import { getBuildId } from "./operations/build-id";
import { getUploadedAvatar, getUploadedCatalogueImage } from "./content/uploads";

/** Keys become OpenAPI operation ids; add a new endpoint here and it is documented. */
export const endpointRegistry = {
  getArticle,
  listGameBanners,
  listGiftBanners,
  listContacts,
  getApiSchema,
  listFaq,
  listFeedback,
  getFeedbackRating,
  listGames,
  getGame,
  lookupPlayer,
  listStandoffQueue,
  markStandoffBought,
  markStandoffUnbuyable,
  listGifts,
  listDiscountedGifts,
  listNewGifts,
  getGift,
  listLiveFeed,
  listProducts,
  getProduct,
  listCountries,
  getActiveCountry,
  selectActiveCountry,
  createJwt,
  refreshJwt,
  logoutJwt,
  getProfile,
  registerUser,
  resetPassword,
  resetPasswordConfirm,
  setPassword,
  getSocialAuthUrl,
  socialAuth,
  bindSocial,
  unbindSocial,
  updateMe,
  listBalanceHistory,
  listOrders,
  ...orderEndpoints,
  ...paymentEndpoints,
  createFeedback,
  ...adminEndpoints,
  getLiveness,
  getReadiness,
  getBuildId,
  getUploadedAvatar,
  getUploadedCatalogueImage,
} satisfies Record<string, Endpoint>;

export const endpoints: Endpoint[] = Object.values(endpointRegistry);
