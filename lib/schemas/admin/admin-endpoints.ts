// Every endpoint of the operator console's API; the registry spreads them in, the authorisation test walks them.
import { listAuditLog } from "./audit";
import { exportAdminOrders, getAdminOrder, listAdminOrders, retryOrderDelivery } from "./orders";
import { listAdminStandoffQueue, markAdminStandoffBought, markAdminStandoffUnbuyable } from "./standoff";

export const adminEndpoints = {
  listAdminOrders,
  exportAdminOrders,
  getAdminOrder,
  retryOrderDelivery,
  listAuditLog,
  listAdminStandoffQueue,
  markAdminStandoffBought,
  markAdminStandoffUnbuyable,
};
