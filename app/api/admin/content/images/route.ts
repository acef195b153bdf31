// POST /api/admin/content/images/ – upload a banner picture (multipart), answered with its address; audited (admin)
import { uploadAdminContentImage } from "@/lib/schemas/admin/content";
import { handleAdminRoute } from "@/lib/server/http/handle-admin-route";
import { uploadContentImage } from "@/lib/server/content/upload-content-image";
import { methods } from "@/lib/server/http/methods";

// The multipart body is read by the service (size-capped); the body schema only documents the form.
const endpoint = { ...uploadAdminContentImage, body: undefined };

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleAdminRoute(endpoint, ({ req, staff }) => uploadContentImage(req, staff)),
});
