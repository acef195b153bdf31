// POST /api/auth/social/{provider}/auth/: a verified identity -> token pair, creating the account if needed.
// When no usable e-mail is known (none, or one another account holds), the answer is 400 {email: [...]} and the
// identity waits in the cookie.
import { eq } from "drizzle-orm";
import { BIND_PROVIDERS, type SocialProvider } from "@/lib/schemas/auth/providers";
import messages from "@/messages/ru.json";
import { getDb } from "../../db/client";
import { users } from "../../db/schema";
import type { FieldErrors } from "../../errors/domain-error";
import { noAccess } from "../auth-errors";
import { isUniqueViolation } from "../is-unique-violation";
import { issueTokenPair, type TokenPair } from "../issue-token-pair";
import { findOrCreateSocialUser } from "./find-or-create-social-user";
import { hashCallbackCode, readSocialCallback, type CallbackInput } from "./read-social-callback";
import type { SocialState } from "./social-state-cookie";

export type SocialSignIn =
  { tokens: TokenPair; isSignedUp: boolean } | { errors: FieldErrors; keepState: SocialState };

/** Why an e-mail is asked for: none known, or the one known (even a verified one) is another account's. Bind in the
 * profile is offered for the providers that can be bound (not facebook). */
function emailProblemText(provider: SocialProvider, problem: "missing" | "taken"): string {
  const { redirect } = messages.auth;
  if (problem === "missing") return redirect.emailMissing;
  return (BIND_PROVIDERS as readonly string[]).includes(provider)
    ? redirect.emailTaken
    : redirect.emailTakenNoBind;
}

export async function signInWithSocial(
  provider: SocialProvider,
  input: CallbackInput & { email?: string },
  cookie: string | undefined,
): Promise<SocialSignIn> {
  const { identity, saved } = await readSocialCallback(provider, input, cookie);
  const db = await getDb();
  // Two first sign-ins racing: the loser's insert hits a unique index, and a second look finds the winner's rows.
  const resolve = () => findOrCreateSocialUser(db, provider, identity, input.email);
  const result = await resolve().catch((err: unknown) => {
    if (isUniqueViolation(err)) return resolve();
    throw err;
  });
  if ("emailProblem" in result) {
    return {
      errors: { email: [emailProblemText(provider, result.emailProblem)] },
      keepState: { ...saved, pending: { identity, codeHash: hashCallbackCode(input.code) } },
    };
  }
  const [user] = await db
    .select({ isBlocked: users.isBlocked })
    .from(users)
    .where(eq(users.id, result.userId));
  if (user?.isBlocked) throw noAccess();
  return { tokens: await issueTokenPair(db, result.userId), isSignedUp: result.isSignedUp };
}
