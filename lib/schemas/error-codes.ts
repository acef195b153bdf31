// The one catalogue of the Store API's error codes: every error answer carries one of them in `code` (DRF's
// {"detail", "code"}; field errors {"field": ["message"], "code": "invalid"}). Clients branch on these codes,
// never on message text; the OpenAPI document lists them.
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
  // Payments
  "mismatch",
  // The server
  "server_error",
  "database_unavailable",
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export const errorCodeSchema = z.enum(ERROR_CODES).describe("Error code (lib/schemas/error-codes.ts)");
