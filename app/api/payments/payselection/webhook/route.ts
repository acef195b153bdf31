// POST /api/payments/payselection/webhook/ – Payselection's signed payment notification
import { payselectionWebhook } from "@/lib/schemas/payments/payment-endpoints";
import { answerJsonCallback } from "@/lib/server/http/answer-json-callback";
import { handleRoute } from "@/lib/server/http/handle-route";
import { methods } from "@/lib/server/http/methods";

// The signature covers the raw body, so the callback is read and validated past handleRoute's body parsing.
const endpoint = { ...payselectionWebhook, body: undefined };

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleRoute(endpoint, ({ req }) => answerJsonCallback("payselection", req)),
});
