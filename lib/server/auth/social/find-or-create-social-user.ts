// Maps a verified social identity to our user: the bound account; else a new account, with the address the
// provider verified when no account holds it, else with one the shopper types. An address an account already holds
// is never linked, verified or not: accounts never prove their e-mail, so that account may be someone else's who
// registered the address first and keeps its password (pre-hijack). Its owner signs in by password (or resets it
// through the mailbox) and binds the provider in the profile instead. An account made from an address the shopper
// typed (or the provider did not verify) keeps its binding marked unproven until the mailbox's owner resets the
// password, which removes it: a stranger who typed someone else's address does not keep that account.
import { and, eq, sql } from "drizzle-orm";
import type { SocialProvider } from "@/lib/schemas/auth/providers";
import type { Db } from "../../db/client";
import { socialAccounts, users } from "../../db/schema";
import type { SocialIdentity } from "../providers/social-adapter";

export type SocialUserResult =
  { userId: number; isSignedUp: boolean } | { emailProblem: "missing" | "taken" };

async function findUserIdByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row?.id;
}

async function createUser(db: Db, email: string, identity: SocialIdentity) {
  const [row] = await db
    .insert(users)
    .values({ email: email.toLowerCase(), nickname: identity.name.slice(0, 64), avatarImg: identity.avatar })
    .returning({ id: users.id });
  return row.id;
}

export async function findOrCreateSocialUser(
  db: Db,
  provider: SocialProvider,
  identity: SocialIdentity,
  typedEmail: string | undefined,
): Promise<SocialUserResult> {
  return db.transaction(async (tx) => {
    const [bound] = await tx
      .select({ userId: socialAccounts.userId })
      .from(socialAccounts)
      .where(and(eq(socialAccounts.provider, provider), eq(socialAccounts.uid, identity.uid)));
    if (bound) return { userId: bound.userId, isSignedUp: false };

    const verified = identity.isEmailVerified ? identity.email : null;
    let userId: number;
    let isEmailUnproven = false;
    if (verified && (await findUserIdByEmail(tx, verified)) === undefined) {
      userId = await createUser(tx, verified, identity);
    } else {
      // The verified address is taken (or there is none): ask for another one, as for an address typed or unverified.
      const email = typedEmail ?? identity.email;
      if (!email) return { emailProblem: "missing" as const };
      if ((await findUserIdByEmail(tx, email)) !== undefined) return { emailProblem: "taken" as const };
      userId = await createUser(tx, email, identity);
      // Nobody proved this address: its owner's password reset later removes this binding (confirm-password-reset).
      isEmailUnproven = true;
    }
    await tx.insert(socialAccounts).values({ provider, uid: identity.uid, userId, isEmailUnproven });
    return { userId, isSignedUp: true };
  });
}
