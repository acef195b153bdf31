// The request helpers hand every exchange here: it is held to the OpenAPI document the server serves
// (validate-exchange.ts) and a departure fails the test that made it. CONTRACT_RECORD=<file> also records each
// exchange as a JSON line, for replaying the suite's traffic through another validator.
import { appendFileSync } from "node:fs";
import { endpointRegistry } from "@/lib/schemas/registry";
import { buildOpenApiDocument } from "@/lib/server/openapi/build-openapi-document";
import { validateExchange, type Exchange, type OpenApiDocument } from "./validate-exchange";

let document: OpenApiDocument | undefined;

class ContractViolation extends Error {
  name = "ContractViolation";
}

export function checkExchange(exchange: Exchange): void {
  if (process.env.CONTRACT_RECORD)
    appendFileSync(process.env.CONTRACT_RECORD, `${JSON.stringify(exchange)}\n`);
  document ??= buildOpenApiDocument(endpointRegistry) as unknown as OpenApiDocument;
  const violations = validateExchange(document, exchange);
  if (violations.length) {
    throw new ContractViolation(`answered outside the OpenAPI document:\n${violations.join("\n")}`);
  }
}
