// zod 4's own JSON Schema output of an endpoint schema, as OpenAPI 3.1 takes it.
import { z } from "zod";

export type JsonSchema = Record<string, unknown>;

/** OpenAPI 3.1 uses JSON Schema 2020-12, which is zod's default target; only "$schema" is dropped. */
export function toJsonSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const json = z.toJSONSchema(schema, { io, unrepresentable: "any", target: "draft-2020-12" }) as JsonSchema;
  delete json.$schema;
  return json;
}

export function jsonContent(schema: JsonSchema) {
  return { "application/json": { schema } };
}
