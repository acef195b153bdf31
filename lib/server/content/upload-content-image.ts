// POST /api/admin/content/images/: a banner picture checked and stored as the catalogue's pictures are (same folder,
// types and size); its address is answered for the banner's form to send. The upload is audited on its own: the
// banner write that uses it is audited again with the address.
import { getDb } from "../db/client";
import { readMultipartBody } from "../http/read-multipart-body";
import { MAX_CATALOGUE_UPLOAD_BYTES, storeCatalogueImage } from "../catalog/catalogue-images";
import { recordAudit, type AuditActor } from "../audit/record-audit";

export async function uploadContentImage(req: Request, actor: AuditActor): Promise<{ url: string }> {
  const url = await storeCatalogueImage(await readMultipartBody(req, MAX_CATALOGUE_UPLOAD_BYTES), "image");
  await recordAudit(await getDb(), actor, {
    action: "content.image_upload",
    targetType: "content_image",
    targetId: url,
    after: { url },
  });
  return { url };
}
