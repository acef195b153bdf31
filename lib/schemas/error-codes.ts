// The one catalogue of the Store API's error codes: every error answer names one of them in its X-Error-Code header
// (lib/server/http/error-answer.ts), and DRF's detail bodies carry it in `code` too ({"detail", "code"}; field errors
// {"field": ["message"]} carry a code only when more specific than "invalid"). Clients branch on these codes, never
// on message text; the OpenAPI document lists them on every error answer.
import { z } from "zod";

export const ERROR_CODES = [
  // The request itself
  "invalid",
  "parse_error",
  "unsupported_media_type",
  "request_too_large",
  "method_not_allowed",
  "not_found",
  "throttled",
  // Who is calling
  "not_authenticated",
  "token_not_valid",
  "bad_authorization_header",
  "user_not_found",
  "no_active_account",
  "no_access",
  "permission_denied",
  "totp_enrolment_required",
  "totp_required",
  // Sign-in through a provider
  "provider_not_configured",
  "provider_error",
  "provider_unavailable",
  // Catalogue, orders and reviews
  "player_not_found",
  "order_not_editable",
  "already_reviewed",
  // Staff actions on orders
  "order_rejected",
  "order_already_rejected",
  "already_delivered",
  "nothing_to_reject",
  "delivery_in_flight",
  "adjustment_key_reused",
  // Payments
  "mismatch",
  // The server
  "server_error",
  "database_unavailable",
  "not_ready",
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export const errorCodeSchema = z.enum(ERROR_CODES).describe("Error code (lib/schemas/error-codes.ts)");
