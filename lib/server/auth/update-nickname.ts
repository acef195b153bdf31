// PATCH /api/auth/users/me/: the shopper renames themself; the answer is the whole profile, as the client caches it.
import { eq } from "drizzle-orm";
import { getDb } from "../db/client";
import { users } from "../db/schema";
import { notFound } from "../errors/domain-error";
import { getProfile, type Profile } from "./get-profile";

/** `nickname` arrives checked by the endpoint's schema (trimmed, 1..32 visible characters). */
export async function updateNickname(userId: number, nickname: string): Promise<Profile> {
  const db = await getDb();
  const [row] = await db
    .update(users)
    .set({ nickname })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  if (!row) throw notFound();
  return getProfile(userId);
}
