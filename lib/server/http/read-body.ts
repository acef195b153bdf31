// Reads a request body defensively: content type, size limit and JSON syntax are checked before parsing.
import { ApiError } from "./api-error";

export const MAX_JSON_BYTES = 64 * 1024;

export async function readJsonBody(req: Request): Promise<unknown> {
  const type = (req.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  const length = Number(req.headers.get("content-length") ?? "0");
  if (length > MAX_JSON_BYTES) throw tooLarge();
  const text = await req.text();
  if (!text.trim()) return {};
  if (type !== "application/json") {
    throw new ApiError(415, {
      detail: `Неподдерживаемый тип данных "${type || "не указан"}" в запросе.`,
      code: "unsupported_media_type",
    });
  }
  if (Buffer.byteLength(text) > MAX_JSON_BYTES) throw tooLarge();
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, { detail: "Ошибка разбора JSON.", code: "parse_error" });
  }
}

function tooLarge() {
  return new ApiError(413, { detail: "Слишком большой запрос.", code: "request_too_large" });
}
