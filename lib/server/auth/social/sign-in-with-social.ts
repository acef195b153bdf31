// POST /api/auth/social/{provider}/auth/: a verified identity -> token pair, creating the account if needed.
// When no usable e-mail is known, the answer is 400 {email: [...]} and the identity waits in the cookie.
import { eq } from "drizzle-orm";
import type { SocialProvider } from "@/lib/schemas/auth/providers";
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

const EMAIL_MISSING =
  "Сервис входа не сообщил адрес электронной почты. Укажите его, чтобы завершить регистрацию.";
const EMAIL_TAKEN =
  "Этот адрес уже используется другим аккаунтом. Войдите в него по паролю и привяжите соцсеть в настройках профиля, " +
  "или укажите другой адрес.";

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
      errors: { email: [result.emailProblem === "missing" ? EMAIL_MISSING : EMAIL_TAKEN] },
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
