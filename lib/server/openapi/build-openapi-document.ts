// Turns the endpoint registry into an OpenAPI 3.1 document with zod 4's own JSON Schema output,
// so the document is generated from the same schemas the handlers validate with and cannot drift.
import { z } from "zod";
import type { Endpoint } from "@/lib/schemas/endpoint";
import { detailErrorSchema, fieldErrorsSchema } from "@/lib/schemas/common";

type JsonSchema = Record<string, unknown>;

/** OpenAPI 3.1 uses JSON Schema 2020-12, which is zod's default target; only "$schema" is dropped. */
function toJsonSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const json = z.toJSONSchema(schema, { io, unrepresentable: "any", target: "draft-2020-12" }) as JsonSchema;
  delete json.$schema;
  return json;
}

function jsonContent(schema: JsonSchema) {
  return { "application/json": { schema } };
}

function parametersOf(schema: z.ZodType | undefined, where: "path" | "query") {
  if (!schema) return [];
  const json = toJsonSchema(schema, "input");
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, propertySchema]) => {
    const { description, ...rest } = propertySchema;
    const takesList = JSON.stringify(rest).includes('"type":"array"');
    return {
      name,
      in: where,
      required: where === "path" || required.has(name),
      ...(typeof description === "string" ? { description } : {}),
      schema: rest,
      // Lists in the query come as repeated parameters (or comma-separated, see the description).
      ...(takesList ? { style: "form", explode: true } : {}),
    };
  });
}

/** A callback answered in plain text (GetPay) refuses in plain text too, "ERROR: ...", as its provider expects. */
const textRefusal = { "text/plain": { schema: { type: "string", description: "ERROR: and the reason" } } };

function errorResponses(e: Endpoint) {
  const detail = toJsonSchema(detailErrorSchema, "output");
  const fields = toJsonSchema(fieldErrorsSchema, "output");
  const isText = e.responseType === "text";
  const out: Record<string, unknown> = {};
  if (e.query || e.body) {
    out["400"] = isText
      ? { description: "Invalid or mismatched input", content: textRefusal }
      : {
          description: "Invalid input: field errors, or a detail for malformed JSON",
          content: jsonContent({ anyOf: [fields, detail] }),
        };
  }
  if (e.auth === "required") {
    out["401"] = { description: "Not authenticated or token not valid", content: jsonContent(detail) };
  }
  if (isText) out["403"] = { description: "Bad signature or another account", content: textRefusal };
  out["404"] = isText
    ? { description: "Not configured, or no such object", content: textRefusal }
    : {
        description: e.params
          ? "No such object (also for malformed ids), or a page past the last"
          : "Not found",
        content: jsonContent(detail),
      };
  out["405"] = {
    description: "Method not allowed (the Allow header lists the allowed ones)",
    content: jsonContent(detail),
  };
  if (e.body) {
    out["413"] = { description: "Request body too large", content: jsonContent(detail) };
    out["415"] = { description: "Unsupported content type", content: jsonContent(detail) };
  }
  return out;
}

function requestContent(bodyType: Endpoint["bodyType"], schema: JsonSchema) {
  if (bodyType === "multipart") return { "multipart/form-data": { schema } };
  if (bodyType === "form") return { "application/x-www-form-urlencoded": { schema }, ...jsonContent(schema) };
  return jsonContent(schema);
}

function operationOf(operationId: string, e: Endpoint) {
  const success = toJsonSchema(e.response, "output");
  const content: Record<string, unknown> =
    e.responseType === "text"
      ? { "text/plain": { schema: success } }
      : e.responseType === "csv"
        ? { "text/csv": { schema: success } }
        : jsonContent(success);
  // The schema document itself can also be served as YAML.
  if (e.path === "/api/docs/schema/") content["application/yaml"] = { schema: { type: "string" } };
  const security =
    e.auth === "required" ? [{ jwtAuth: [] }] : e.auth === "optional" ? [{ jwtAuth: [] }, {}] : undefined;
  return {
    operationId,
    summary: e.summary,
    tags: [e.tag],
    parameters: [...parametersOf(e.params, "path"), ...parametersOf(e.query, "query")],
    ...(e.body
      ? {
          requestBody: {
            required: true,
            content: requestContent(e.bodyType, toJsonSchema(e.body, "input")),
          },
        }
      : {}),
    responses: {
      [String(e.status ?? 200)]: { description: "Success", content },
      ...errorResponses(e),
    },
    ...(security ? { security } : {}),
  };
}

export function buildOpenApiDocument(registry: Record<string, Endpoint>) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [operationId, e] of Object.entries(registry)) {
    paths[e.path] ??= {};
    paths[e.path][e.method.toLowerCase()] = operationOf(operationId, e);
  }
  const tags = [...new Set(Object.values(registry).map((e) => e.tag))].sort().map((name) => ({ name }));
  return {
    openapi: "3.1.0",
    info: {
      title: "Store API",
      version: "1.0.0",
      description:
        "Game top-ups, game keys and gifts. JSON keys are snake_case; lists are paged as {count, next, previous, results}; " +
        'errors follow Django REST Framework: {"field": ["message"]} or {"detail": "...", "code": "..."}.',
    },
    jsonSchemaDialect: "https://json-schema.org/draft/2020-12/schema",
    servers: [{ url: "/" }],
    tags,
    paths,
    components: {
      securitySchemes: { jwtAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
    },
  };
}
