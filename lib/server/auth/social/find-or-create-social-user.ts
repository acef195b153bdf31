// Maps a verified social identity to our user: the bound account; else the account with the same address
// when the provider verified it; else a new account. An address the provider did not verify (or one the
// shopper typed) only ever creates a new account, so nobody takes over an account by claiming its e-mail.
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

    let userId: number | undefined;
    let isSignedUp = false;
    if (identity.email && identity.isEmailVerified) {
      userId = await findUserIdByEmail(tx, identity.email);
      if (userId === undefined) {
        userId = await createUser(tx, identity.email, identity);
        isSignedUp = true;
      } else {
        // The account may already hold another account of this provider: then this one is not linked.
        const [other] = await tx
          .select({ id: socialAccounts.id })
          .from(socialAccounts)
          .where(and(eq(socialAccounts.userId, userId), eq(socialAccounts.provider, provider)));
        if (other) return { emailProblem: "taken" as const };
      }
    } else {
      const email = typedEmail ?? identity.email;
      if (!email) return { emailProblem: "missing" as const };
      if ((await findUserIdByEmail(tx, email)) !== undefined) return { emailProblem: "taken" as const };
      userId = await createUser(tx, email, identity);
      isSignedUp = true;
    }
    await tx.insert(socialAccounts).values({ provider, uid: identity.uid, userId });
    return { userId, isSignedUp };
  });
}
