// The console's TOTP second factor from the browser: issuing a secret, and the calls that take a code (confirm the
// enrolment, the sign-in step, switching it off). The staff-verified cookie they set is HttpOnly: the browser
// sends it with every console request on its own.
import { adminEndpoints } from "@/lib/schemas/admin/admin-endpoints";
import { call, type CallResult } from "./call";
import type { CallOptions } from "./default-client";

const {
  confirmTotpEnrolment,
  disableTotp,
  startTotpEnrolment: enrolmentEndpoint,
  verifyTotp,
} = adminEndpoints;

type TotpStatus = CallResult<typeof verifyTotp>;
export type TotpCodeStep = "confirm" | "verify" | "disable";

const STEPS = { confirm: confirmTotpEnrolment, verify: verifyTotp, disable: disableTotp };

/** Issues a new secret (not required until confirmed); the page then shows it and its QR code. */
export function startTotpEnrolment(options?: CallOptions): Promise<CallResult<typeof enrolmentEndpoint>> {
  return call(enrolmentEndpoint, { body: {} }, options);
}

/** Sends a code from the app to one of the steps that take one. */
export function sendTotpCode(step: TotpCodeStep, code: string, options?: CallOptions): Promise<TotpStatus> {
  return call(STEPS[step], { body: { code } }, options) as Promise<TotpStatus>;
}
