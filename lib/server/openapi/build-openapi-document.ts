// Turns the endpoint registry into an OpenAPI 3.1 document with zod 4's own JSON Schema output,
// so the document is generated from the same schemas the handlers validate with and cannot drift.
import type { z } from "zod";
import type { Endpoint } from "@/lib/schemas/endpoint";
import { errorCodeHeaderComponents } from "./error-code-header";
import { errorResponses } from "./error-responses";
import { securityOf, securitySchemes } from "./security-schemes";
import { tagDescriptions } from "./tag-descriptions";
import { jsonContent, toJsonSchema, type JsonSchema } from "./to-json-schema";

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

function requestContent(bodyType: Endpoint["bodyType"], schema: JsonSchema) {
  if (bodyType === "multipart") return { "multipart/form-data": { schema } };
  if (bodyType === "form") return { "application/x-www-form-urlencoded": { schema }, ...jsonContent(schema) };
  return jsonContent(schema);
}

const IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp"];

function successContent(e: Endpoint): Record<string, unknown> {
  const success = toJsonSchema(e.response, "output");
  const content: Record<string, unknown> =
    e.responseType === "text"
      ? { "text/plain": { schema: success } }
      : e.responseType === "csv"
        ? { "text/csv": { schema: success } }
        : e.responseType === "image"
          ? Object.fromEntries(IMAGE_TYPES.map((type) => [type, { schema: success }]))
          : jsonContent(success);
  // The schema document itself can also be served as YAML.
  if (e.path === "/api/docs/schema/") content["application/yaml"] = { schema: { type: "string" } };
  return content;
}

function operationOf(operationId: string, e: Endpoint) {
  const status = e.status ?? 200;
  // 204 No Content has no body, whatever the endpoint's response schema says.
  const success =
    status === 204
      ? { description: "Done (no body)" }
      : { description: "Success", content: successContent(e) };
  return {
    operationId,
    summary: e.summary,
    tags: [e.tag],
    parameters: [...parametersOf(e.params, "path"), ...parametersOf(e.query, "query")],
    ...(e.body
      ? {
          requestBody: {
            // A body whose every field is optional may be left out: the handler reads none as {}.
            required: !e.body.safeParse({}).success,
            content: requestContent(e.bodyType, toJsonSchema(e.body, "input")),
          },
        }
      : {}),
    responses: { [String(status)]: success, ...errorResponses(e) },
    security: securityOf(e),
  };
}

export function buildOpenApiDocument(registry: Record<string, Endpoint>) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [operationId, e] of Object.entries(registry)) {
    paths[e.path] ??= {};
    paths[e.path][e.method.toLowerCase()] = operationOf(operationId, e);
  }
  const tags = [...new Set(Object.values(registry).map((e) => e.tag))]
    .sort()
    .map((name) => ({ name, ...(tagDescriptions[name] ? { description: tagDescriptions[name] } : {}) }));
  return {
    openapi: "3.1.0",
    info: {
      title: "Store API",
      version: "1.0.0",
      description:
        "Game top-ups, game keys and gifts. JSON keys are snake_case; lists are paged as {count, next, previous, results}; " +
        'errors follow Django REST Framework: {"field": ["message"]} or {"detail": "...", "code": "..."}, and every ' +
        "error answer names its code in the X-Error-Code header (one catalogue, components.headers.ErrorCode).",
    },
    jsonSchemaDialect: "https://json-schema.org/draft/2020-12/schema",
    servers: [{ url: "/" }],
    tags,
    paths,
    components: { securitySchemes, headers: errorCodeHeaderComponents },
  };
}
