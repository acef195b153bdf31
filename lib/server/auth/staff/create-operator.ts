// Creates a staff account, or gives an existing account a staff role (and the new password when one is given),
// with its audit entry in the same transaction. Used by `npm run operator:create`; the caller checks the password.
// A changed role or password ends the account's sign-ins (refresh tokens revoked), and with them the console's
// second-factor proofs bound to them.
import { and, eq, isNull, sql } from "drizzle-orm";
import type { StaffRole } from "@/lib/schemas/admin/admin-endpoint";
import { hashPassword } from "../password-hash";
import type { Db } from "../../db/db";
import { refreshTokens, users } from "../../db/schema";
import { recordAudit, type AuditActor } from "../../audit/record-audit";
import { ROW_LOCK } from "../../db/row-lock";

export type OperatorResult = { id: number; isCreated: boolean; previousRole: string | null };

/** The command line acts as no account: its entries name it in the e-mail column. */
const CLI_ACTOR: AuditActor = { id: null, email: "cli:operator-create", channel: "cli" };

export async function createOperator(
  db: Db,
  input: { email: string; password?: string; role: StaffRole },
): Promise<OperatorResult> {
  const passwordHash = input.password === undefined ? undefined : await hashPassword(input.password);
  return db.transaction(async (tx: Db) => {
    const [existing] = await tx
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${input.email})`)
      .for(ROW_LOCK);
    if (existing) {
      await tx
        .update(users)
        .set({ role: input.role, ...(passwordHash ? { passwordHash, tokensValidAfter: new Date() } : {}) })
        .where(eq(users.id, existing.id));
      if (passwordHash || existing.role !== input.role) {
        await tx
          .update(refreshTokens)
          .set({ revokedAt: new Date() })
          .where(and(eq(refreshTokens.userId, existing.id), isNull(refreshTokens.revokedAt)));
      }
      await recordAudit(tx, CLI_ACTOR, {
        action: "staff.set_role",
        targetType: "user",
        targetId: existing.id,
        before: { role: existing.role },
        after: { role: input.role, is_password_changed: Boolean(passwordHash) },
      });
      return { id: existing.id, isCreated: false, previousRole: existing.role };
    }
    if (!passwordHash) throw new Error("a new account needs a password");
    const [created] = await tx
      .insert(users)
      .values({ email: input.email, passwordHash, role: input.role })
      .returning({ id: users.id });
    await recordAudit(tx, CLI_ACTOR, {
      action: "staff.create",
      targetType: "user",
      targetId: created.id,
      after: { email: input.email, role: input.role },
    });
    return { id: created.id, isCreated: true, previousRole: null };
  });
}
