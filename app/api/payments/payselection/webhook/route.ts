// POST /api/payments/payselection/webhook/ – Payselection's signed payment notification
import { payselectionWebhook } from "@/lib/schemas/payments/payment-endpoints";
import { handleRoute } from "@/lib/server/http/handle-route";
import { methods } from "@/lib/server/http/methods";
import { handlePayselectionWebhook } from "@/lib/server/payments/payselection/handle-payselection-webhook";

// The signature covers the raw body, so the handler reads and validates it itself.
const endpoint = { ...payselectionWebhook, body: undefined };

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleRoute(endpoint, ({ req }) => handlePayselectionWebhook(req)),
});
