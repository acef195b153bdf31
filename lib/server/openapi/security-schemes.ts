// The ways a caller proves who it is, as OpenAPI security schemes (components.securitySchemes).
import type { SecurityScheme } from "@/lib/schemas/endpoint";

export const securitySchemes: Record<SecurityScheme, Record<string, unknown>> = {
  jwtAuth: {
    type: "http",
    scheme: "bearer",
    bearerFormat: "JWT",
    description:
      "The access token from POST /api/auth/jwt/create/. A token that is not valid answers 401 and a blocked " +
      "account 403 on any call that reads it, as DRF's authentication does.",
  },
  orderAccessCookie: {
    type: "apiKey",
    in: "cookie",
    name: "order_access",
    description:
      "HttpOnly signed list of the orders this browser created or opened, set by the order calls. Calls addressed " +
      "by an order's numeric id need it or the owner's token; otherwise 404. Calls addressed by the order's hash " +
      "(GET /api/orders/{hash}/...) need only the hash, which is the secret.",
  },
  operatorToken: {
    type: "apiKey",
    in: "header",
    name: "X-Operator-Token",
    description:
      "OPERATOR_TOKEN of the server's configuration; without that configuration the calls answer 404.",
  },
  payselectionSignature: {
    type: "apiKey",
    in: "header",
    name: "X-WEBHOOK-SIGNATURE",
    description:
      'Payselection\'s hex HMAC-SHA256(secret, method + "\\n" + full url + "\\n" + site id + "\\n" + raw body), ' +
      "sent with X-SITE-ID; a bad signature answers 403.",
  },
  sandboxSignature: {
    type: "apiKey",
    in: "header",
    name: "X-Sandbox-Signature",
    description:
      "The sandbox provider's hex HMAC-SHA256 of the raw body (demo mode); a bad signature answers 403.",
  },
};

/** The endpoint's alternatives as an OpenAPI security list; [] for public calls. */
export function securityOf(e: {
  auth?: "none" | "optional" | "required";
  security?: readonly (readonly SecurityScheme[])[];
}): Record<string, string[]>[] {
  const alternatives =
    e.security ?? (e.auth === "required" ? [["jwtAuth"]] : e.auth === "optional" ? [["jwtAuth"], []] : []);
  // A public call lists nothing; "optional" keeps its {} (anonymous callers too).
  return alternatives.map((schemes) => Object.fromEntries(schemes.map((name) => [name, []])));
}
