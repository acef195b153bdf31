// The X-Error-Code header every error answer carries (lib/server/http/error-answer.ts), declared once under
// components.headers with the catalogue's codes (lib/schemas/error-codes.ts) and referred to by every error response.
import { ERROR_CODE_HEADER } from "@/lib/schemas/error-code-header";
import { errorCodeSchema } from "@/lib/schemas/error-codes";
import { toJsonSchema } from "./to-json-schema";

const COMPONENT = "ErrorCode";

export const errorCodeHeaderComponents = {
  [COMPONENT]: {
    description:
      "The error's code from the catalogue, on every error answer (field errors and plain-text refusals " +
      "included): what a client branches on, never the message text",
    required: true,
    schema: toJsonSchema(errorCodeSchema, "output"),
  },
};

export const ERROR_CODE_HEADER_REF = {
  [ERROR_CODE_HEADER]: { $ref: `#/components/headers/${COMPONENT}` },
};
