// Who looks at the payment page, as far as the balance is concerned: the server takes the balance share only from
// the signed-in owner, so the preview must know whether the viewer is that owner. An expired access token that a
// refresh token may renew in the browser leaves it "unknown": the session's profile decides there.
import { cookies } from "next/headers";
import { eq } from "drizzle-orm";
import { ACCESS_COOKIE, REFRESH_COOKIE } from "@/lib/api/constants";
import type { Money } from "@/lib/api/types/common";
import { authenticateAccessToken } from "../auth/authenticate-request";
import { getDb } from "../db/client";
import { users } from "../db/schema";

/** The viewer is the order's signed-in owner, may be once the browser renews its token, or is someone else. */
export type Ownership = "viewer" | "unknown" | "other";

export async function readPaymentViewer(
  ownerId: number | null,
): Promise<{ ownership: Ownership; balance: Money | null }> {
  if (ownerId === null) return { ownership: "other", balance: null };
  const jar = await cookies();
  const access = jar.get(ACCESS_COOKIE)?.value;
  const viewer = access ? await authenticateAccessToken(access).catch(() => null) : null;
  if (!viewer) {
    return { ownership: jar.get(REFRESH_COOKIE)?.value ? "unknown" : "other", balance: null };
  }
  if (viewer.id !== ownerId) return { ownership: "other", balance: null };
  const db = await getDb();
  const [user] = await db.select({ balance: users.balance }).from(users).where(eq(users.id, viewer.id));
  return { ownership: "viewer", balance: user?.balance ?? null };
}
