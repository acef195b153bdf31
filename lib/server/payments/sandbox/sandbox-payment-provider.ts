// The sandbox payment provider (demo mode only): every scenario leads to our own checkout page, its callback is
// signed like a real provider's (HMAC of the raw body, constant-time), and a guest's refund is given back at once.
import type { z } from "zod";
import { PAYMENT_SCENARIO_TYPES, type PaymentScenarioType } from "@/lib/schemas/payments/payment-scenario";
import { sandboxWebhook } from "@/lib/schemas/payments/payment-endpoints";
import { getConfig } from "../../config";
import { zodToFieldErrors } from "../../http/zod-to-field-errors";
import { logger } from "../../logger";
import { CallbackRefusedError, paymentMethodUnavailable, type PaymentProvider } from "../payment-provider";
import { buildSandboxScenario } from "./sandbox-scenario";
import { SANDBOX_SIGNATURE_HEADER, verifySandboxSignature } from "./sandbox-signature";

const isScenarioType = (t: string): t is PaymentScenarioType =>
  (PAYMENT_SCENARIO_TYPES as readonly string[]).includes(t);

type WebhookBody = z.output<NonNullable<typeof sandboxWebhook.body>>;

export const sandboxPaymentProvider: PaymentProvider = {
  name: "sandbox",
  isAvailable: () => getConfig().STORE_MODE !== "live",
  start(input) {
    if (!isScenarioType(input.scenarioType)) throw paymentMethodUnavailable();
    return { scenario: buildSandboxScenario(input.scenarioType, input) };
  },
  async readCallback({ rawBody, body, headers }) {
    if (!(await verifySandboxSignature(rawBody ?? "", headers.get(SANDBOX_SIGNATURE_HEADER)))) {
      logger.warn("sandbox webhook with a bad signature refused");
      throw new CallbackRefusedError("bad_signature");
    }
    const parsed = (sandboxWebhook.body as z.ZodType).safeParse(body);
    if (!parsed.success) throw new CallbackRefusedError("invalid", zodToFieldErrors(parsed.error));
    const data = parsed.data as WebhookBody;
    return {
      kind: "payment",
      providerPaymentId: data.payment_id,
      event: data.event,
      amount: data.amount,
      currency: data.currency,
    };
  },
  refunds: "instantly",
};
