// The request helpers hand every exchange here: it is held to the OpenAPI document the server serves
// (validate-exchange.ts) and a departure fails the test that made it. CONTRACT_RECORD=<file> also records each
// exchange as a JSON line, for replaying the suite's traffic through another validator.
import { appendFileSync } from "node:fs";
import { openApiDocument } from "./openapi-document";
import { validateExchange, type Exchange, type OpenApiDocument } from "./validate-exchange";

class ContractViolation extends Error {
  name = "ContractViolation";
}

export function checkExchange(exchange: Exchange): void {
  if (process.env.CONTRACT_RECORD)
    appendFileSync(process.env.CONTRACT_RECORD, `${JSON.stringify(exchange)}\n`);
  const violations = validateExchange(openApiDocument() as unknown as OpenApiDocument, exchange);
  if (violations.length) {
    throw new ContractViolation(`answered outside the OpenAPI document:\n${violations.join("\n")}`);
  }
}
