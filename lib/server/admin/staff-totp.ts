// The staff's TOTP second factor (otplib, RFC 6238: SHA-1, 6 digits, 30 s, one step of clock drift either way).
// Enrolment issues a secret kept encrypted (totp-secret-box.ts) and enables it once a first code matches; the
// console's sign-in step exchanges a code for the staff-verified cookie; switching it off takes a code too.
// Every step locks the account's row and is audited. A code is good once: each audited step records the time
// step it matched (after.totp_step) and the next check passes the last one as otplib's afterTimeStep, so a
// replayed code (or an older one) is refused on every instance with no other state. Wrong codes are rate-limited.
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { generateSecret, generateURI, verify } from "otplib";
import { NextResponse } from "next/server";
import type { confirmTotpEnrolment as confirmTotpEndpoint } from "@/lib/schemas/admin/totp";
import { authNow } from "../auth/clock";
import { getDb, type Db } from "../db/client";
import { auditLog, users } from "../db/schema";
import { fieldError, nonFieldError } from "../http/api-error";
import { toWire } from "../http/handle-route";
import { methods } from "../http/methods";
import { limitRate } from "../rate-limit/limit-rate";
import type { Staff } from "./find-staff";
import { handleAdminRoute } from "./handle-admin-route";
import { recordAudit } from "./record-audit";
import { isSecondFactorRequired } from "./second-factor";
import { readStaffVerified, setStaffVerifiedCookie, signStaffVerified } from "./staff-verified-cookie";
import { openTotpSecret, sealTotpSecret } from "./totp-secret-box";

export const TOTP_ISSUER = "GameCoin";
const STEP_ACTIONS = ["staff.totp_enable", "staff.totp_verify", "staff.totp_disable"];
const WRONG_CODE =
  "Неверный код: проверьте время на телефоне и введите код, который показывает приложение сейчас.";

type FactorRow = { totpSecret: string | null; totpEnabledAt: Date | null };

export type TotpStatus = {
  isEnabled: boolean;
  isPending: boolean;
  isRequired: boolean;
  isVerified: boolean;
  enabledAt: string | null;
  verifiedUntil: string | null;
};

async function lockFactor(tx: Db, staff: Staff): Promise<FactorRow> {
  const [row] = await tx
    .select({ totpSecret: users.totpSecret, totpEnabledAt: users.totpEnabledAt })
    .from(users)
    .where(eq(users.id, staff.id))
    .for("update");
  return row;
}

/** The last time step a code of this account matched (from the audit log), so that no code is taken twice. */
async function lastUsedStep(tx: Db, staffId: number): Promise<number | undefined> {
  const [row] = await tx
    .select({ step: sql<string | null>`${auditLog.after} ->> 'totp_step'` })
    .from(auditLog)
    .where(and(eq(auditLog.actorId, staffId), inArray(auditLog.action, STEP_ACTIONS)))
    .orderBy(desc(auditLog.id))
    .limit(1);
  const step = Number(row?.step);
  return Number.isSafeInteger(step) && step >= 0 ? step : undefined;
}

/** The time step `code` matched, or a 400 on the code field. */
async function checkCode(tx: Db, staff: Staff, sealed: string | null, code: string): Promise<number> {
  const secret = sealed ? await openTotpSecret(sealed) : null;
  if (!secret) throw nonFieldError("Второй фактор не подключён.");
  try {
    const result = await verify({
      secret,
      token: code,
      epoch: Math.floor(authNow().getTime() / 1000),
      epochTolerance: 30,
      afterTimeStep: await lastUsedStep(tx, staff.id),
    });
    if (result.valid && "timeStep" in result) return result.timeStep;
  } catch {
    // afterTimeStep ahead of the clock (the server's time went back): no code can be taken until it catches up.
  }
  throw fieldError("code", WRONG_CODE);
}

/** Five tries in five minutes per account: a 6-digit code cannot be guessed through the API. */
const limitTries = (staff: Staff) => limitRate(`staff-totp:${staff.id}`, 5, 300);

async function statusOf(staff: Staff, row: FactorRow, cookie: string | undefined): Promise<TotpStatus> {
  const claim = row.totpEnabledAt ? await readStaffVerified(cookie) : null;
  const isVerified = claim?.userId === staff.id && claim.enabledAt === row.totpEnabledAt?.getTime();
  return {
    isEnabled: row.totpEnabledAt !== null,
    isPending: row.totpSecret !== null && row.totpEnabledAt === null,
    isRequired: isSecondFactorRequired(row),
    isVerified,
    enabledAt: row.totpEnabledAt?.toISOString() ?? null,
    verifiedUntil: isVerified ? claim!.expiresAt.toISOString() : null,
  };
}

export async function getTotpStatus(staff: Staff, cookie: string | undefined): Promise<TotpStatus> {
  const db = await getDb();
  const [row] = await db
    .select({ totpSecret: users.totpSecret, totpEnabledAt: users.totpEnabledAt })
    .from(users)
    .where(eq(users.id, staff.id));
  return statusOf(staff, row, cookie);
}

/** The pending (issued, unconfirmed) secret and its otpauth URI, for the enrolment page's QR code; else null. */
export async function readPendingTotp(staff: Staff): Promise<{ secret: string; otpauthUri: string } | null> {
  const db = await getDb();
  const [row] = await db
    .select({ totpSecret: users.totpSecret, totpEnabledAt: users.totpEnabledAt })
    .from(users)
    .where(eq(users.id, staff.id));
  if (!row?.totpSecret || row.totpEnabledAt) return null;
  const secret = await openTotpSecret(row.totpSecret);
  return secret ? { secret, otpauthUri: otpauthUri(staff, secret) } : null;
}

const otpauthUri = (staff: Staff, secret: string) =>
  generateURI({ issuer: TOTP_ISSUER, label: staff.email, secret });

export async function startTotpEnrolment(staff: Staff) {
  const db = await getDb();
  return db.transaction(async (tx: Db) => {
    const row = await lockFactor(tx, staff);
    if (row.totpEnabledAt) {
      throw nonFieldError(
        "Второй фактор уже включён. Чтобы подключить другое приложение, сначала отключите его.",
      );
    }
    const secret = generateSecret();
    await writeFactor(
      tx,
      staff,
      { totpSecret: await sealTotpSecret(secret) },
      {
        action: "staff.totp_enrolment",
        before: { totp_enabled: false, totp_pending: row.totpSecret !== null },
        after: { totp_enabled: false, totp_pending: true },
      },
    );
    return { secret, otpauthUri: otpauthUri(staff, secret) };
  });
}

/** Locks the account, lets `guard` refuse, checks `code` (a try counted), then runs the step with its time step. */
async function withCode<T>(
  staff: Staff,
  code: string,
  guard: (row: FactorRow) => void,
  run: (tx: Db, row: FactorRow, step: number) => Promise<T>,
): Promise<T> {
  await limitTries(staff);
  const db = await getDb();
  return db.transaction(async (tx: Db) => {
    const row = await lockFactor(tx, staff);
    guard(row);
    return run(tx, row, await checkCode(tx, staff, row.totpSecret, code));
  });
}

/** Writes the account's factor columns and the audit entry of the step. */
async function writeFactor(
  tx: Db,
  staff: Staff,
  change: Partial<FactorRow>,
  audit: { action: string; before: unknown; after: unknown },
): Promise<FactorRow> {
  const [updated] = await tx
    .update(users)
    .set(change)
    .where(eq(users.id, staff.id))
    .returning({ totpSecret: users.totpSecret, totpEnabledAt: users.totpEnabledAt });
  await recordAudit(tx, staff, { ...audit, targetType: "user", targetId: staff.id });
  return updated;
}

/** Enables the issued secret once `code` matches it; the answer carries the staff-verified token. */
export const confirmTotpEnrolment = (staff: Staff, code: string) =>
  withCode(
    staff,
    code,
    (row) => {
      if (row.totpEnabledAt) throw nonFieldError("Второй фактор уже включён.");
    },
    async (tx, _row, step) => {
      const updated = await writeFactor(
        tx,
        staff,
        { totpEnabledAt: authNow() },
        {
          action: "staff.totp_enable",
          before: { totp_enabled: false },
          after: { totp_enabled: true, totp_step: step },
        },
      );
      return { row: updated, token: (await signStaffVerified(staff.id, updated.totpEnabledAt!)).token };
    },
  );

/** The console's sign-in step: a fresh code of the enabled factor gives the staff-verified token. */
export const verifyStaffTotp = (staff: Staff, code: string) =>
  withCode(
    staff,
    code,
    (row) => {
      if (!row.totpEnabledAt)
        throw nonFieldError("Второй фактор не включён: подключите его на странице «Безопасность».");
    },
    async (tx, row, step) => {
      await recordAudit(tx, staff, {
        action: "staff.totp_verify",
        targetType: "user",
        targetId: staff.id,
        after: { totp_step: step },
      });
      return { row, token: (await signStaffVerified(staff.id, row.totpEnabledAt!)).token };
    },
  );

/** Switches the factor (or an unconfirmed enrolment) off; a code of it is required. */
export const disableStaffTotp = (staff: Staff, code: string) =>
  withCode(
    staff,
    code,
    () => {},
    async (tx, row, step) => ({
      row: await writeFactor(
        tx,
        staff,
        { totpSecret: null, totpEnabledAt: null },
        {
          action: "staff.totp_disable",
          before: { totp_enabled: row.totpEnabledAt !== null },
          after: { totp_enabled: false, totp_step: step },
        },
      ),
      token: null,
    }),
  );

/** The status as the API answers it, with the staff-verified cookie set (a token) or cleared (null). */
export async function respondWithTotp(
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
  step: (staff: Staff, code: string) => Promise<{ row: FactorRow; token: string | null }>,
) {
  return methods({
    POST: handleAdminRoute(endpoint, async ({ url, body, staff }) =>
      respondWithTotp(url, staff, await step(staff, body.code)),
    ),
  });
}
