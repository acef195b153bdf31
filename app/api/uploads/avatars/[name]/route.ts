// GET /api/uploads/avatars/{name}/ – an uploaded Standoff avatar from the configured storage (DATA_DIR or S3),
// served with its stored type and no sniffing, as an inert image that can run nothing.
import { methods } from "@/lib/server/http/methods";
import { serveStoredImage } from "@/lib/server/http/serve-stored-image";
import { readAvatar } from "@/lib/server/orders/kinds/avatar-files";

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: serveStoredImage(readAvatar) });
