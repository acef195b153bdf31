// Reads a multipart/form-data body with a hard size cap while it streams in, so an oversized upload is refused
// (413) without being held in memory whole.
import { ApiError } from "../../http/api-error";

const tooLarge = () => new ApiError(413, { detail: "Слишком большой запрос.", code: "request_too_large" });

export async function readMultipartBody(req: Request, maxBytes: number): Promise<FormData> {
  const type = req.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data")) {
    throw new ApiError(415, {
      detail: `Неподдерживаемый тип данных "${type.split(";")[0] || "не указан"}" в запросе.`,
      code: "unsupported_media_type",
    });
  }
  if (Number(req.headers.get("content-length") ?? "0") > maxBytes) throw tooLarge();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = req.body?.getReader();
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  try {
    return await new Response(Buffer.concat(chunks), { headers: { "content-type": type } }).formData();
  } catch {
    throw new ApiError(400, { detail: "Ошибка разбора multipart-данных.", code: "parse_error" });
  }
}
