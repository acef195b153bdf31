// GET /api/admin/pubg-codes/ – PUBG code stock per product, low stock flagged (support, admin)
import { listPubgStock } from "@/lib/schemas/admin/pubg-stock";
import { handleAdminRoute } from "@/lib/server/http/handle-admin-route";
import { listPubgStock as readStock } from "@/lib/server/catalog/pubg-stock";
import { methods } from "@/lib/server/http/methods";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleAdminRoute(listPubgStock, () => readStock()),
});
