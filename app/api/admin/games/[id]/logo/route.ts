// POST /api/admin/games/{id}/logo/ – upload the game's logo (multipart), on the storefront at once; audited (admin)
import { uploadAdminGameLogo } from "@/lib/schemas/admin/games";
import { getAdminGame } from "@/lib/server/catalog/admin-game-row";
import { handleAdminRoute } from "@/lib/server/http/handle-admin-route";
import { uploadCatalogueLogo } from "@/lib/server/catalog/upload-catalogue-logo";
import { methods } from "@/lib/server/http/methods";

// The multipart body is read by the service (size-capped); the body schema only documents the form.
const endpoint = { ...uploadAdminGameLogo, body: undefined };

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleAdminRoute(endpoint, async ({ req, params, staff }) => {
    await uploadCatalogueLogo(req, { type: "game", id: params.id }, staff);
    return getAdminGame(params.id);
  }),
});
