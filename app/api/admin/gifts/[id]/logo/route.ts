// POST /api/admin/gifts/{id}/logo/ – upload the gift's cover (multipart), on the storefront at once; audited (admin)
import { uploadAdminGiftLogo } from "@/lib/schemas/admin/gifts";
import { getAdminGift } from "@/lib/server/catalog/admin-gift-row";
import { handleAdminRoute } from "@/lib/server/http/handle-admin-route";
import { uploadCatalogueLogo } from "@/lib/server/catalog/upload-catalogue-logo";
import { methods } from "@/lib/server/http/methods";

// The multipart body is read by the service (size-capped); the body schema only documents the form.
const endpoint = { ...uploadAdminGiftLogo, body: undefined };

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleAdminRoute(endpoint, async ({ req, params, staff }) => {
    await uploadCatalogueLogo(req, { type: "gift", id: params.id }, staff);
    return getAdminGift(params.id);
  }),
});
