// Who an order is for: a signed-in shopper's orders carry their user id (and their e-mail unless another is
// given); a guest must give an e-mail, and games that require sign-in refuse guests.
import { REQUIRED_MESSAGE } from "@/lib/schemas/field-messages";
import { fieldError, notAuthenticated } from "../errors/domain-error";
import type { AuthContext } from "../http/auth-context";

export const signInRequired = () => notAuthenticated("Чтобы купить товары этой игры, войдите в аккаунт.");

export function resolveOrderContact(
  auth: AuthContext,
  email: string | undefined,
  game?: { isAuthRequired: boolean } | null,
): { userId: number | null; email: string } {
  if (game?.isAuthRequired && !auth.user) throw signInRequired();
  if (auth.user) return { userId: auth.user.id, email: email ?? auth.user.email };
  if (!email) throw fieldError("email", REQUIRED_MESSAGE);
  return { userId: null, email };
}
