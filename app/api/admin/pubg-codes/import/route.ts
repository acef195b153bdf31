// POST /api/admin/pubg-codes/import/ – upload a CSV of PUBG codes, answered with the import report (admin)
import { importPubgCodes } from "@/lib/schemas/admin/pubg-stock";
import { handleAdminRoute } from "@/lib/server/http/handle-admin-route";
import { importPubgCodesByStaff } from "@/lib/server/catalog/pubg-stock";
import { methods } from "@/lib/server/http/methods";

// The multipart body is read by the service (size-capped); the body schema only documents the form.
const endpoint = { ...importPubgCodes, body: undefined };

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleAdminRoute(endpoint, ({ req, staff }) => importPubgCodesByStaff(req, staff)),
});
