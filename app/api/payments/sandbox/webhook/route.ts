// POST /api/payments/sandbox/webhook/ – signed callback of the sandbox payment provider (demo mode)
import { sandboxWebhook } from "@/lib/schemas/payments/payment-endpoints";
import { handleRoute } from "@/lib/server/http/handle-route";
import { methods } from "@/lib/server/http/methods";
import { handleSandboxWebhook } from "@/lib/server/payments/sandbox/handle-sandbox-webhook";

// The signature covers the raw body, so the handler reads and validates it itself.
const endpoint = { ...sandboxWebhook, body: undefined };

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleRoute(endpoint, ({ req }) => handleSandboxWebhook(req)),
});
