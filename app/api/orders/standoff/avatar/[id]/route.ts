// POST /api/orders/standoff/avatar/{id}/ – attach the account avatar (multipart picture or an earlier order's)
import { uploadStandoffAvatar } from "@/lib/schemas/orders/standoff";
import { handleRoute } from "@/lib/server/http/handle-route";
import { methods } from "@/lib/server/http/methods";
import { attachStandoffAvatar } from "@/lib/server/orders/kinds/standoff-avatar";

// The multipart body is read by the service (size-capped, after the access check), not by handleRoute:
// its body schema only documents the form's fields.
const endpoint = { ...uploadStandoffAvatar, body: undefined };

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleRoute(endpoint, ({ req, auth, params }) => attachStandoffAvatar(req, auth, params.id)),
});
