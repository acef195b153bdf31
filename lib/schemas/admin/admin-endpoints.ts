// Every endpoint of the operator console's API; the registry spreads them in, the authorisation test walks them.
import { listAuditLog } from "./audit";
import { contentEndpointsById } from "./content";
import { getAdminDashboard } from "./dashboard";
import { hideFeedback, listAdminFeedback, showFeedback } from "./feedback";
import { createAdminGame, getAdminGame, listAdminGames, updateAdminGame, uploadAdminGameLogo } from "./games";
import { createAdminGift, getAdminGift, listAdminGifts, updateAdminGift, uploadAdminGiftLogo } from "./gifts";
import { markOrderDelivered, rejectOrder } from "./order-actions";
import { correctOrderDelivery } from "./order-correction";
import { resendOrderEmail } from "./order-mails";
import { createAdminProduct } from "./product-create";
import { updateAdminProduct } from "./products";
import { createAdminPromoCode, listAdminPromoCodes, updateAdminPromoCode } from "./promo-codes";
import { updateAdminCountry, updateAdminPaymentMethod } from "./payments";
import { importPubgCodes, listPubgStock } from "./pubg-stock";
import { confirmTotpEnrolment, disableTotp, getAdminTotp, startTotpEnrolment, verifyTotp } from "./totp";
import { exportAdminOrders, getAdminOrder, listAdminOrders, retryOrderDelivery } from "./orders";
import { listAdminStandoffQueue, markAdminStandoffBought, markAdminStandoffUnbuyable } from "./standoff";
import { adjustUserBalance, blockUser, getAdminUser, listAdminUsers, unblockUser } from "./users";

export const adminEndpoints = {
  listAdminOrders,
  exportAdminOrders,
  getAdminOrder,
  retryOrderDelivery,
  markOrderDelivered,
  rejectOrder,
  resendOrderEmail,
  correctOrderDelivery,
  listAuditLog,
  updateAdminProduct,
  listAdminFeedback,
  hideFeedback,
  showFeedback,
  listPubgStock,
  importPubgCodes,
  listAdminStandoffQueue,
  markAdminStandoffBought,
  markAdminStandoffUnbuyable,
  listAdminUsers,
  getAdminUser,
  adjustUserBalance,
  blockUser,
  unblockUser,
  listAdminGames,
  createAdminGame,
  getAdminGame,
  updateAdminGame,
  uploadAdminGameLogo,
  createAdminProduct,
  listAdminGifts,
  createAdminGift,
  getAdminGift,
  updateAdminGift,
  uploadAdminGiftLogo,
  getAdminTotp,
  startTotpEnrolment,
  confirmTotpEnrolment,
  verifyTotp,
  disableTotp,
  getAdminDashboard,
  listAdminPromoCodes,
  createAdminPromoCode,
  updateAdminPromoCode,
  updateAdminPaymentMethod,
  updateAdminCountry,
  ...contentEndpointsById,
};
