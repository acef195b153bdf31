// A picture field of a multipart form, checked before anything is stored: a file, not empty, within the size, and
// PNG, JPEG or WebP by its content. A refusal is a DRF field error on that field.
import { fieldError } from "../errors/domain-error";
import { sniffImageType, type ImageExtension } from "./image-folder";

export async function readUploadedImage(
  value: FormDataEntryValue,
  field: string,
  maxBytes: number,
): Promise<{ bytes: Uint8Array; ext: ImageExtension }> {
  const fail = (message: string) => fieldError(field, message);
  if (typeof value === "string") throw fail("Отправленные данные не являются файлом.");
  if (value.size === 0) throw fail("Отправленный файл пуст.");
  if (value.size > maxBytes) throw fail(`Файл слишком большой: не больше ${maxBytes / 1024 / 1024} МБ.`);
  const bytes = new Uint8Array(await value.arrayBuffer());
  const ext = sniffImageType(bytes);
  if (!ext) throw fail("Загрузите изображение в формате PNG, JPEG или WebP.");
  return { bytes, ext };
}
