// A payment scenario answered as written by scenarioToWire (a form's field names stay the provider's). The API
// tests check the answer against the endpoint's response schema (tests/helpers/check-contract.ts).
import { NextResponse } from "next/server";
import type { Endpoint } from "@/lib/schemas/endpoint";
import type { PaymentScenario } from "@/lib/schemas/payments/payment-scenario";
import { scenarioToWire } from "../payments/scenario-to-wire";

export function respondWithScenario(endpoint: Endpoint, scenario: PaymentScenario): Response {
  return NextResponse.json(scenarioToWire(scenario), { status: endpoint.status ?? 200 });
}
