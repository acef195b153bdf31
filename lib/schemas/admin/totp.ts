// The staff's TOTP second factor: its state, enrolment (a secret shown as a QR code, confirmed with a first code),
// the console sign-in step that exchanges a code for the short-lived "staff verified" cookie, and switching it off.
// These calls are open before the factor is passed (secondFactor "exempt"): they are how it is passed.
import { z } from "zod";
import { isoDateSchema } from "../common";
import { defineAdminEndpoint } from "./admin-endpoint";

/** Six digits from the authenticator app; spaces (as apps group them, "123 456") are ignored. */
export const totpCodeSchema = z
  .string({ error: "Введите код из приложения." })
  .transform((v) => v.replace(/\s+/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, "Введите 6 цифр из приложения."));

export const totpCodeBodySchema = z.object({ code: totpCodeSchema }).strict();

export const totpStatusSchema = z.object({
  is_enabled: z.boolean().describe("Enrolment confirmed: the console asks for a code"),
  is_pending: z.boolean().describe("A secret was issued and waits for its first code"),
  is_required: z.boolean().describe("This account must pass the factor to use the console"),
  is_verified: z.boolean().describe("This browser holds a valid staff-verified cookie for the account"),
  enabled_at: isoDateSchema.nullable(),
  verified_until: isoDateSchema.nullable(),
});

const exempt = <E extends object>(e: E) => ({ ...e, secondFactor: "exempt" as const });

export const getAdminTotp = exempt(
  defineAdminEndpoint("support", {
    method: "GET",
    path: "/api/admin/totp/",
    summary: "The caller's TOTP second factor: enrolled, required, verified in this browser",
    response: totpStatusSchema,
  }),
);

export const startTotpEnrolment = exempt(
  defineAdminEndpoint("support", {
    method: "POST",
    path: "/api/admin/totp/enrolment/",
    summary:
      "Issue a new TOTP secret (kept encrypted, not yet required) and its otpauth URI for the QR code; " +
      "400 when the factor is already enabled; audited without the secret",
    body: z.object({}).strict(),
    response: z.object({ secret: z.string(), otpauth_uri: z.string() }),
  }),
);

const withCode = (path: string, summary: string) =>
  exempt(
    defineAdminEndpoint("support", {
      method: "POST",
      path,
      summary,
      body: totpCodeBodySchema,
      response: totpStatusSchema,
      // Wrong codes are slowed down per account and address (429 with Retry-After).
      rateLimited: true,
    }),
  );

export const confirmTotpEnrolment = withCode(
  "/api/admin/totp/confirm/",
  "Confirm the issued secret with a code from the app: the factor is enabled and this browser verified; audited",
);

export const verifyTotp = withCode(
  "/api/admin/totp/verify/",
  "The console's sign-in step: a valid code (not one used before) sets the HttpOnly staff-verified cookie for " +
    "a few hours; audited; more than 5 codes in 5 minutes answer 429",
);

export const disableTotp = withCode(
  "/api/admin/totp/disable/",
  "Switch the factor off with a valid code; in live mode the console then refuses the account until it enrols " +
    "again; audited",
);
