// The HTTP side of the TOTP steps that take a code (confirm, verify, disable): the answer is the factor's status,
// with the staff-verified cookie set (a token) or cleared (null).
import { NextResponse } from "next/server";
import type { confirmTotpEnrolment as confirmTotpEndpoint } from "@/lib/schemas/admin/totp";
import type { Staff } from "../auth/staff/find-staff";
import { statusOf, type FactorRow } from "../auth/staff/staff-totp";
import { clientIp } from "../rate-limit/client-ip";
import { handleAdminRoute } from "./handle-admin-route";
import { toWire } from "./handle-route";
import { methods } from "./methods";
import { setStaffVerifiedCookie } from "./set-staff-verified-cookie";

/** The status as the API answers it, with the staff-verified cookie set (a token) or cleared (null). */
async function respondWithTotp(
  url: URL,
  staff: Staff,
  result: { row: FactorRow; token: string | null },
): Promise<NextResponse> {
  const cookie = result.token ?? undefined;
  const res = NextResponse.json(toWire(await statusOf(staff, result.row, cookie)), {
    headers: { "cache-control": "private, no-store" },
  });
  return setStaffVerifiedCookie(res, url, result.token);
}

/** The POST handler of a call that takes a code and answers the status with the cookie (confirm, verify, disable). */
export function handleTotpCode(
  endpoint: typeof confirmTotpEndpoint,
  step: (staff: Staff, code: string, address: string) => Promise<{ row: FactorRow; token: string | null }>,
) {
  return methods({
    POST: handleAdminRoute(endpoint, async ({ req, url, body, staff }) =>
      respondWithTotp(url, staff, await step(staff, body.code, clientIp(req))),
    ),
  });
}
