// The console's TOTP second factor from the browser: issuing a secret, and the calls that take a code (confirm the
// enrolment, the sign-in step, switching it off). The staff-verified cookie they set is HttpOnly: the browser
// sends it with every console request on its own.
import type {
  startTotpEnrolment as enrolmentEndpoint,
  verifyTotp as verifyEndpoint,
} from "@/lib/schemas/admin/totp";
import type { FromWire } from "./camel-cased-deep";
import { send, type CallOptions } from "./default-client";

export type TotpStatus = FromWire<(typeof verifyEndpoint)["response"]>;
export type TotpEnrolment = FromWire<(typeof enrolmentEndpoint)["response"]>;
export type TotpCodeStep = "confirm" | "verify" | "disable";

const OPERATIONS: Record<TotpCodeStep, string> = {
  confirm: "confirmTotpEnrolment",
  verify: "verifyTotp",
  disable: "disableTotp",
};

/** Issues a new secret (not required until confirmed); the page then shows it and its QR code. */
export function startTotpEnrolment(options?: CallOptions): Promise<TotpEnrolment> {
  return send(options, {
    method: "POST",
    path: "/api/admin/totp/enrolment/",
    operation: "startTotpEnrolment",
    body: {},
  });
}

/** Sends a code from the app to one of the steps that take one. */
export function sendTotpCode(step: TotpCodeStep, code: string, options?: CallOptions): Promise<TotpStatus> {
  return send(options, {
    method: "POST",
    path: `/api/admin/totp/${step}/`,
    operation: OPERATIONS[step],
    body: { code },
  });
}
