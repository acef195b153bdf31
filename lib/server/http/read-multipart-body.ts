// Reads a multipart/form-data body through the shared capped reader, so an oversized upload is refused (413)
// while it streams in, without being held in memory whole.
import { ApiError } from "./api-error";
import { readCappedForm } from "./read-capped-body";
import { assertNoControlChars } from "./read-body";

export async function readMultipartBody(req: Request, maxBytes: number): Promise<FormData> {
  const type = req.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data")) {
    throw new ApiError(415, {
      detail: `Неподдерживаемый тип данных "${type.split(";")[0] || "не указан"}" в запросе.`,
      code: "unsupported_media_type",
    });
  }
  const form = await readCappedForm(req, maxBytes);
  // Text fields of the form follow the rule of every other field (files are checked by their content).
  const texts: Record<string, string[]> = {};
  for (const [key, value] of form.entries()) if (typeof value === "string") (texts[key] ??= []).push(value);
  assertNoControlChars(texts);
  return form;
}
