// GET /api/admin/content/contacts/ – seller requisites, paged; POST – create one, on the storefront at once; audited (admin)
import { contentListRoute } from "@/lib/server/content/content-routes";

export const { GET, POST, PUT, PATCH, DELETE } = contentListRoute("contact");
