// GET /api/docs/schema/ – the OpenAPI document, returned exactly as served (keys are not camelCased).
import type { z } from "zod";
import type { getApiSchema } from "@/lib/schemas/docs/api-schema";
import { send, type CallOptions } from "./default-client";
import type { DocsSchemaQuery } from "./types/content";

/** A JSON object for format json (default), the YAML text for format yaml. */
export function getDocsSchema(
  query: DocsSchemaQuery = {},
  options?: CallOptions,
): Promise<z.output<typeof getApiSchema.response> | string> {
  return send(options, {
    method: "GET",
    path: "/api/docs/schema/",
    operation: "getDocsSchema",
    query,
    isRawResponse: true,
  });
}
