// Whether staff have passed the TOTP second factor. Live mode requires it of every staff account (one that has not
// enrolled is refused with a code telling it to); in demo mode it is optional, but an account that enrolled is held
// to it, as any service treats a second factor the user switched on. Passing it means holding the signed
// staff-verified cookie for this account, this enrolment and this sign-in (staff-verified-cookie.ts).
import { getConfig } from "../../config";
import { permissionDenied } from "../../errors/domain-error";
import type { Staff } from "./find-staff";
import { readStaffVerifiedFor } from "./staff-verified-cookie";

export type SecondFactorState = "passed" | "enrolment_required" | "verification_required";

export const isSecondFactorRequired = (staff: Pick<Staff, "totpEnabledAt">) =>
  getConfig().STORE_MODE === "live" || staff.totpEnabledAt !== null;

export async function secondFactorState(
  staff: Staff,
  cookie: string | undefined,
): Promise<SecondFactorState> {
  if (staff.totpEnabledAt === null) return isSecondFactorRequired(staff) ? "enrolment_required" : "passed";
  const claim = await readStaffVerifiedFor(cookie, staff, staff.totpEnabledAt);
  return claim ? "passed" : "verification_required";
}

export const totpEnrolmentRequired = () =>
  permissionDenied(
    "Для работы в консоли включите второй фактор: откройте /admin/security и подключите приложение-аутентификатор.",
    "totp_enrolment_required",
  );

export const totpVerificationRequired = () =>
  permissionDenied("Подтвердите вход в консоль кодом из приложения-аутентификатора.", "totp_required");

/** Throws the 403 to answer when the staff account has not passed its second factor. */
export async function requireSecondFactor(staff: Staff, cookie: string | undefined): Promise<void> {
  const state = await secondFactorState(staff, cookie);
  if (state === "enrolment_required") throw totpEnrolmentRequired();
  if (state === "verification_required") throw totpVerificationRequired();
}
