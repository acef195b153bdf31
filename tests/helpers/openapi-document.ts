// The OpenAPI document the server serves, built once per test file for the contract checks (check-contract.ts,
// check-exchange.ts): building it converts every endpoint's zod schemas, a few hundred milliseconds.
import { endpointRegistry } from "@/lib/schemas/registry";
import { buildOpenApiDocument } from "@/lib/server/openapi/build-openapi-document";

let document: ReturnType<typeof buildOpenApiDocument> | undefined;

export function openApiDocument(): ReturnType<typeof buildOpenApiDocument> {
  document ??= buildOpenApiDocument(endpointRegistry);
  return document;
}
