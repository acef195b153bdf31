// Reads a JSON request body defensively: size capped while it streams, then content type, syntax and the
// characters no field may hold (lib/schemas/control-chars.ts) checked before any schema sees it.
import { findControlCharErrors, type MultilineFields } from "@/lib/schemas/control-chars";
import { validationError, type FieldErrors } from "../errors/domain-error";
import { ApiError } from "./api-error";
import { MAX_JSON_BYTES, readCappedBody } from "./read-capped-body";

export { MAX_JSON_BYTES };

/**
 * Which fields may hold tabs and line breaks. Provider callbacks read with the default, "all": a free-text
 * field of theirs with a line break must not cost a payment notice. Store API calls name their multi-line fields.
 */
type ReadOptions = { multilineFields?: MultilineFields };

/** The body's exact text (signatures cover it) and its JSON; an empty body reads as {}. */
export async function readJsonBodyWithText(
  req: Request,
  { multilineFields = "all" }: ReadOptions = {},
): Promise<{ raw: string; json: unknown }> {
  const type = (req.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  const raw = new TextDecoder().decode(await readCappedBody(req, MAX_JSON_BYTES));
  if (!raw.trim()) return { raw, json: {} };
  if (type !== "application/json") {
    throw new ApiError(415, {
      detail: `Неподдерживаемый тип данных "${type || "не указан"}" в запросе.`,
      code: "unsupported_media_type",
    });
  }
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new ApiError(400, { detail: "Ошибка разбора JSON.", code: "parse_error" });
  }
  assertNoControlChars(json, multilineFields);
  return { raw, json };
}

export async function readJsonBody(req: Request, options?: ReadOptions): Promise<unknown> {
  return (await readJsonBodyWithText(req, options)).json;
}

/** 400 with field errors when a string of the input holds a character no field may hold. */
export function assertNoControlChars(input: unknown, multilineFields: MultilineFields = []) {
  const errors = findControlCharErrors(input, multilineFields);
  if (errors) throw validationError(errors as FieldErrors);
}
