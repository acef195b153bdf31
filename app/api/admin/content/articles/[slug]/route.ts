// PATCH /api/admin/content/articles/{slug}/ – change one; DELETE – delete it; on the storefront at once; audited (admin)
import { contentRecordRoute } from "@/lib/server/content/content-routes";

export const { GET, POST, PUT, PATCH, DELETE } = contentRecordRoute("article");
