// POST /api/orders/standoff/avatar/{id}/ – attach the account avatar (multipart picture or an earlier order's)
import { MAX_AVATAR_BYTES, uploadStandoffAvatar } from "@/lib/schemas/orders/standoff";
import { readMultipartBody } from "@/lib/server/http/read-multipart-body";
import { handleRoute } from "@/lib/server/http/handle-route";
import { methods } from "@/lib/server/http/methods";
import { orderAccessPolicy } from "@/lib/server/http/order-access-policy";
import { attachStandoffAvatar } from "@/lib/server/orders/kinds/standoff-avatar";

// The multipart body is read for the service (size-capped, after the access check), not by handleRoute:
// its body schema only documents the form's fields.
const endpoint = { ...uploadStandoffAvatar, body: undefined };
/** Room for the multipart envelope and the other fields around a picture of the maximum size. */
const MAX_BODY_BYTES = MAX_AVATAR_BYTES + 64 * 1024;

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleRoute(
    endpoint,
    ({ req, access, params }) =>
      attachStandoffAvatar(access, params.id, () => readMultipartBody(req, MAX_BODY_BYTES)),
    { policy: orderAccessPolicy },
  ),
});
