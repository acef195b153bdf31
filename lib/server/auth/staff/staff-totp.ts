// The staff's TOTP second factor (otplib, RFC 6238: SHA-1, 6 digits, 30 s, one step of clock drift either way).
// Enrolment issues a secret kept encrypted (totp-secret-box.ts) and enables it once a first code matches; the
// console's sign-in step exchanges a code for the staff-verified cookie; switching it off takes a code too.
// Every step locks the account's row and is audited. A code is good once: each audited step records the time
// step it matched (after.totp_step) and the next check passes the last one as otplib's afterTimeStep, so a
// replayed code (or an older one) is refused on every instance with no other state. Wrong codes slow down with
// growing waits per (account, address) and per address, as sign-in does (TOTP_TRY_POLICIES): guessing one of a
// million codes from an address is hopeless, and there is no limit per account alone, so whoever holds the
// password cannot keep the staff member, trying from another address, out.
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { generateSecret, generateURI, verify } from "otplib";
import { authNow } from "../clock";
import { getDb, type Db } from "../../db/client";
import { auditLog, users } from "../../db/schema";
import { fieldError, nonFieldError, throttled } from "../../errors/domain-error";
import {
  clearBackoff,
  refundBackoffSlot,
  takeBackoffSlot,
  type BackoffPolicy,
} from "../../rate-limit/take-backoff-slot";
import type { Staff } from "./find-staff";
import { recordAudit } from "../../audit/record-audit";
import { isSecondFactorRequired } from "./second-factor";
import { readStaffVerifiedFor, signStaffVerified } from "./staff-verified-cookie";
import { openTotpSecret, sealTotpSecret } from "./totp-secret-box";
import { ROW_LOCK } from "../../db/row-lock";

export const TOTP_ISSUER = "GameCoin";
const STEP_ACTIONS = ["staff.totp_enable", "staff.totp_verify", "staff.totp_disable"];
const WRONG_CODE =
  "Неверный код: проверьте время на телефоне и введите код, который показывает приложение сейчас.";

export type FactorRow = { totpSecret: string | null; totpEnabledAt: Date | null };

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
    .for(ROW_LOCK);
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

/**
 * The time step `code` matches, or null when it is wrong. A database error reading the last step used is thrown as
 * it is: read as a wrong code, it answered "wrong code" and kept a slot of the try limits during a database blip.
 */
async function checkCode(tx: Db, staff: Staff, sealed: string | null, code: string): Promise<number | null> {
  const secret = sealed ? await openTotpSecret(sealed) : null;
  if (!secret) throw nonFieldError("Второй фактор не подключён.");
  const afterTimeStep = await lastUsedStep(tx, staff.id);
  try {
    const result = await verify({
      secret,
      token: code,
      epoch: Math.floor(authNow().getTime() / 1000),
      epochTolerance: 30,
      afterTimeStep,
    });
    if (result.valid && "timeStep" in result) return result.timeStep;
  } catch {
    // afterTimeStep ahead of the clock (the server's time went back): no code can be taken until it catches up.
  }
  return null;
}

export const TOTP_TRY_POLICIES = {
  // 5 free wrong codes on one account from one address, then 1 s, 2 s, 4 s ... up to an hour between tries: about
  // 40 tries the first day and 24 a day after, each a 3-in-a-million chance (a step of drift either way).
  perAccountAndIp: { free: 5, baseSec: 1, capSec: 3600, resetAfterSec: 24 * 3600 },
  // One address trying the codes of many accounts (a wait shorter than the reset: the count never starts over).
  perIp: { free: 30, baseSec: 1, capSec: 15 * 60, resetAfterSec: 24 * 3600 },
} satisfies Record<string, BackoffPolicy>;

/** The status of the factor as the API answers it, given the row and the request's staff-verified cookie. */
export async function statusOf(
  staff: Staff,
  row: FactorRow,
  cookie: string | undefined,
): Promise<TotpStatus> {
  const claim = await readStaffVerifiedFor(cookie, staff, row.totpEnabledAt);
  const isVerified = claim !== null;
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

/**
 * Locks the account, lets `guard` refuse, checks `code`, then runs the step with its time step. A slot of both
 * limits is taken before the check, so parallel guesses count too; only a wrong code keeps them: a match clears
 * the (account, address) wait and gives the address its slot back, and so does a call refused for another reason.
 */
async function withCode<T>(
  staff: Staff,
  code: string,
  address: string,
  guard: (row: FactorRow) => void,
  run: (tx: Db, row: FactorRow, step: number) => Promise<T>,
): Promise<T> {
  const pairKey = `staff-totp:account-ip:${staff.id}|${address}`;
  const ipKey = `staff-totp:ip:${address}`;
  const pair = await takeBackoffSlot(pairKey, TOTP_TRY_POLICIES.perAccountAndIp);
  if (!pair.allowed) throw throttled(pair.retryAfterSeconds);
  const ip = await takeBackoffSlot(ipKey, TOTP_TRY_POLICIES.perIp);
  if (!ip.allowed) {
    await refundBackoffSlot(pairKey);
    throw throttled(ip.retryAfterSeconds);
  }
  let isWrongCode = false;
  try {
    const db = await getDb();
    const result = await db.transaction(async (tx: Db) => {
      const row = await lockFactor(tx, staff);
      guard(row);
      const step = await checkCode(tx, staff, row.totpSecret, code);
      if (step === null) {
        isWrongCode = true;
        throw fieldError("code", WRONG_CODE);
      }
      return run(tx, row, step);
    });
    await Promise.all([clearBackoff(pairKey), refundBackoffSlot(ipKey)]);
    return result;
  } catch (err) {
    if (!isWrongCode) await Promise.all([refundBackoffSlot(pairKey), refundBackoffSlot(ipKey)]);
    throw err;
  }
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

/** An access token from before sign-ins were named (no sid) cannot be bound: such a session signs in again. */
function requireSession(staff: Staff): string {
  if (!staff.sessionId) throw nonFieldError("Войдите в учётную запись заново и введите код ещё раз.");
  return staff.sessionId;
}

const verifiedToken = async (staff: Staff, enabledAt: Date) =>
  (await signStaffVerified(staff.id, enabledAt, requireSession(staff))).token;

/** Enables the issued secret once `code` matches it; the answer carries the staff-verified token. */
export const confirmTotpEnrolment = (staff: Staff, code: string, address: string) =>
  withCode(
    staff,
    code,
    address,
    (row) => {
      if (row.totpEnabledAt) throw nonFieldError("Второй фактор уже включён.");
      requireSession(staff);
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
      return { row: updated, token: await verifiedToken(staff, updated.totpEnabledAt!) };
    },
  );

/** The console's sign-in step: a fresh code of the enabled factor gives the staff-verified token. */
export const verifyStaffTotp = (staff: Staff, code: string, address: string) =>
  withCode(
    staff,
    code,
    address,
    (row) => {
      if (!row.totpEnabledAt)
        throw nonFieldError("Второй фактор не включён: подключите его на странице «Безопасность».");
      requireSession(staff);
    },
    async (tx, row, step) => {
      await recordAudit(tx, staff, {
        action: "staff.totp_verify",
        targetType: "user",
        targetId: staff.id,
        after: { totp_step: step },
      });
      return { row, token: await verifiedToken(staff, row.totpEnabledAt!) };
    },
  );

/** Switches the factor (or an unconfirmed enrolment) off; a code of it is required. */
export const disableStaffTotp = (staff: Staff, code: string, address: string) =>
  withCode(
    staff,
    code,
    address,
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
