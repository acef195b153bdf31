// The error answers of an operation, derived from what its endpoint declares: inputs (400), the token every
// handleRoute call reads (401, 403 for a blocked account), the staff role (403), the rate limit (429 with
// Retry-After), a body (413, 415), the database (503 with Retry-After), plus the endpoint's own `errors`. Every one
// names its code of the catalogue in the X-Error-Code header (components.headers, error-code-header.ts).
import type { DeclaredErrors, Endpoint } from "@/lib/schemas/endpoint";
import { detailErrorSchema, fieldErrorsSchema } from "@/lib/schemas/common";
import { ERROR_CODE_HEADER_REF } from "./error-code-header";
import { jsonContent, toJsonSchema } from "./to-json-schema";

type Response = { description: string; content?: Record<string, unknown>; headers?: Record<string, unknown> };

/** A callback answered in plain text (GetPay) refuses in plain text too, "ERROR: ...", as its provider expects. */
const textRefusal = { "text/plain": { schema: { type: "string", description: "ERROR: and the reason" } } };

const retryAfter = (required = true) => ({
  "Retry-After": {
    description: "Seconds to wait before trying again",
    required,
    schema: { type: "string", pattern: "^\\d+$" },
  },
});

const allow = {
  Allow: { description: "The methods the path answers", required: true, schema: { type: "string" } },
};

const join = (...reasons: (string | undefined)[]) => reasons.filter(Boolean).join("; ");

type StaffDeclaration = { staffRole?: "support" | "admin"; secondFactor?: "exempt" };

function forbiddenReason(e: Endpoint & StaffDeclaration, declared: DeclaredErrors): string {
  const staff = e.staffRole
    ? join(
        e.staffRole === "admin" ? "a shopper's or a support account's token" : "a shopper's token",
        e.secondFactor === "exempt"
          ? undefined
          : "a staff account that has not passed its second factor (TOTP)",
      )
    : undefined;
  return join(e.plain ? undefined : "The account is blocked (no_access)", staff, declared[403]);
}

export function errorResponses(e: Endpoint): Record<string, Response> {
  const detail = jsonContent(toJsonSchema(detailErrorSchema, "output"));
  const fields = toJsonSchema(fieldErrorsSchema, "output");
  const isText = e.responseType === "text";
  const declared = e.errors ?? {};
  const byToken = !e.plain;
  const out: Record<string, Response> = {};
  if (!e.plain && (e.query || e.body || declared[400])) {
    out["400"] = isText
      ? { description: "Invalid or mismatched input", content: textRefusal }
      : {
          description: join(
            e.query || e.body ? "Invalid input: field errors, or a detail for malformed JSON" : undefined,
            declared[400],
          ),
          content: jsonContent({ anyOf: [fields, toJsonSchema(detailErrorSchema, "output")] }),
        };
  }
  if (byToken || declared[401]) {
    const why =
      e.auth === "required" ? "Not authenticated or token not valid" : "The token sent is not valid";
    out["401"] = { description: join(byToken ? why : undefined, declared[401]), content: detail };
  }
  const forbidden = forbiddenReason(e, declared);
  if (forbidden || isText) {
    out["403"] = {
      description: join(forbidden, isText ? "bad signature or another account (plain text)" : undefined),
      content: isText ? { ...detail, ...textRefusal } : detail,
    };
  }
  if (!e.plain || declared[404]) {
    out["404"] = isText
      ? { description: "Not configured, or no such object", content: { ...detail, ...textRefusal } }
      : {
          description:
            declared[404] ??
            (e.params ? "No such object (also for malformed ids), or a page past the last" : "Not found"),
          content: detail,
        };
  }
  out["405"] = {
    description: "Method not allowed (the Allow header lists the allowed ones)",
    headers: allow,
    content: detail,
  };
  if (declared[409]) out["409"] = { description: declared[409], content: detail };
  if (!e.plain && e.body) {
    out["413"] = { description: "Request body too large", content: detail };
    out["415"] = { description: "Unsupported content type", content: detail };
  }
  if (e.rateLimited) {
    out["429"] = { description: "Too many attempts (throttled)", headers: retryAfter(), content: detail };
  }
  if (declared[500]) out["500"] = { description: declared[500], content: detail };
  if (declared[502]) out["502"] = { description: declared[502], content: detail };
  if (!e.plain) {
    out["503"] = {
      description: join("The database is unavailable for a moment (database_unavailable)", declared[503]),
      // The endpoint's own 503 (a provider that did not answer) comes without Retry-After.
      headers: retryAfter(!declared[503]),
      content: detail,
    };
  } else if (declared[503]) {
    // A probe answered outside handleRoute (readiness) says what failed in its own shape, not as a detail.
    out["503"] = { description: declared[503], content: jsonContent(toJsonSchema(e.response, "output")) };
  }
  for (const answer of Object.values(out)) answer.headers = { ...answer.headers, ...ERROR_CODE_HEADER_REF };
  return out;
}
