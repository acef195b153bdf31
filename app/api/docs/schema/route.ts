// GET /api/docs/schema/ – OpenAPI 3.1 document of the API, JSON by default or YAML with format=yaml
import { stringify } from "yaml";
import { getApiSchema } from "@/lib/schemas/docs/api-schema";
import { endpointRegistry } from "@/lib/schemas/registry";
import { handleRoute } from "@/lib/server/http/handle-route";
import { methods } from "@/lib/server/http/methods";
import { buildOpenApiDocument } from "@/lib/server/openapi/build-openapi-document";

let document: ReturnType<typeof buildOpenApiDocument> | undefined;
let yamlText: string | undefined;

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  // Answered as a Response of its own: the document's keys (operationId, requestBody) must not be snake_cased.
  GET: handleRoute(getApiSchema, ({ query }) => {
    document ??= buildOpenApiDocument(endpointRegistry);
    if (query.format === "yaml") {
      yamlText ??= stringify(document, { aliasDuplicateObjects: false });
      return new Response(yamlText, { headers: { "content-type": "application/yaml; charset=utf-8" } });
    }
    return Response.json(document);
  }),
});
