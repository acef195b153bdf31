// Pictures of the catalogue uploaded from the console (game logos, gift covers) in the configured file storage
// (DATA_DIR/uploads/catalogue/ or the S3 bucket's catalogue/), checked and served as the Standoff avatars are.
import { MAX_CATALOGUE_IMAGE_BYTES } from "@/lib/schemas/admin/catalogue-fields";
import { fieldError } from "../errors/domain-error";
import { imageFolder } from "../storage/image-folder";
import { readUploadedImage } from "../storage/read-uploaded-image";

export const catalogueImages = imageFolder("catalogue");

/** Room for the multipart envelope around a picture of the largest size. */
export const MAX_CATALOGUE_UPLOAD_BYTES = MAX_CATALOGUE_IMAGE_BYTES + 64 * 1024;

/** Checks the form's `field` is a picture and stores it under a new name; returns the address it is served at. */
export async function storeCatalogueImage(form: FormData, field: string): Promise<string> {
  const value = form.get(field);
  if (value === null || value === "") throw fieldError(field, "Приложите изображение.");
  const { bytes, ext } = await readUploadedImage(value, field, MAX_CATALOGUE_IMAGE_BYTES);
  return catalogueImages.url(await catalogueImages.save(bytes, ext));
}
