// GET /api/uploads/catalogue/{name}/ – a game logo or gift cover uploaded from the console, from the configured
// storage (DATA_DIR or S3), served as an inert image
import { catalogueImages } from "@/lib/server/catalog/catalogue-images";
import { methods } from "@/lib/server/http/methods";
import { serveStoredImage } from "@/lib/server/http/serve-stored-image";

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: serveStoredImage(catalogueImages.read) });
