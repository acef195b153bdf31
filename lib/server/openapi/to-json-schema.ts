// zod 4's own JSON Schema output of an endpoint schema, as OpenAPI 3.1 takes it.
import { z } from "zod";

export type JsonSchema = Record<string, unknown>;

/** OpenAPI 3.1 uses JSON Schema 2020-12, which is zod's default target; only "$schema" is dropped. */
export function toJsonSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const json = z.toJSONSchema(schema, {
    io,
    unrepresentable: "any",
    target: "draft-2020-12",
    override: io === "input" ? acceptNumericStrings : undefined,
  }) as JsonSchema;
  delete json.$schema;
  return json;
}

/** A def with just what the override reads (zod's internals are typed per schema kind). */
type Def = { type: string; in?: { _zod: { def: Def } } };

/**
 * A number read through z.preprocess (a form's "5" taken as 5, as DRF does) accepts the digits as a string too:
 * zod's output names only the number, and the document must not refuse what the handler accepts.
 */
function acceptNumericStrings(ctx: { zodSchema: unknown; jsonSchema: JsonSchema }) {
  const def = (ctx.zodSchema as { _zod: { def: Def } })._zod.def;
  const isPreprocessed = def.type === "pipe" && def.in?._zod.def.type === "transform";
  const { jsonSchema } = ctx;
  const type = jsonSchema.type;
  if (!isPreprocessed || (type !== "integer" && type !== "number" && !jsonSchema.anyOf)) return;
  const numeric = { ...jsonSchema };
  for (const key of Object.keys(jsonSchema)) delete jsonSchema[key];
  jsonSchema.anyOf = [numeric, { type: "string", pattern: "^\\s*-?\\d+(\\.\\d+)?\\s*$" }];
}

export function jsonContent(schema: JsonSchema) {
  return { "application/json": { schema } };
}
