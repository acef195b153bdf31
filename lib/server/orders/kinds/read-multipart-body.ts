// Reads a multipart/form-data body through the shared capped reader, so an oversized upload is refused (413)
// while it streams in, without being held in memory whole.
import { ApiError } from "../../http/api-error";
import { readCappedForm } from "../../http/read-capped-body";

export async function readMultipartBody(req: Request, maxBytes: number): Promise<FormData> {
  const type = req.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data")) {
    throw new ApiError(415, {
      detail: `Неподдерживаемый тип данных "${type.split(";")[0] || "не указан"}" в запросе.`,
      code: "unsupported_media_type",
    });
  }
  return readCappedForm(req, maxBytes);
}
