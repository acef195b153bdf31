// Who looks at the payment page, as far as the balance is concerned: the server takes the balance share only from
// the signed-in owner, so the preview must know whether the viewer is that owner. An expired access token that a
// refresh token may renew in the browser leaves it "unknown": the session's profile decides there.
import { eq } from "drizzle-orm";
import type { Money } from "@/lib/api/types/common";
import { readViewer } from "../auth/read-viewer";
import { getDb } from "../db/client";
import { users } from "../db/schema";
import { spendableBalance } from "./spendable-balance";

/** The viewer is the order's signed-in owner, may be once the browser renews its token, or is someone else. */
export type Ownership = "viewer" | "unknown" | "other";

export async function readPaymentViewer(
  ownerId: number | null,
): Promise<{ ownership: Ownership; balance: Money | null }> {
  if (ownerId === null) return { ownership: "other", balance: null };
  const viewer = await readViewer();
  if (viewer.userId === null) return { ownership: viewer.isUnverified ? "unknown" : "other", balance: null };
  if (viewer.userId !== ownerId) return { ownership: "other", balance: null };
  const db = await getDb();
  const [user] = await db
    .select({ balance: users.balance, balanceHeld: users.balanceHeld })
    .from(users)
    .where(eq(users.id, viewer.userId));
  return { ownership: "viewer", balance: user ? spendableBalance(user) : null };
}
