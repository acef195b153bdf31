// The review block of a done order: the review when there is one (reviews are public on /feedback), otherwise
// the form for the order's owner, or why this viewer cannot leave one. The POST still decides for itself.
import { findOrderReview } from "@/lib/server/reviews/find-order-review";
import type { FeedbackState } from "./feedback-state";
import { readViewer } from "@/lib/server/http/read-viewer";

export async function loadFeedbackState(order: { id: number; status: string }): Promise<FeedbackState> {
  if (order.status !== "done") return { kind: "hidden" };
  const found = await findOrderReview(order.id);
  if (!found) return { kind: "hidden" };
  if (found.review) return { kind: "reviewed", review: found.review };
  if (found.ownerId === null) return { kind: "guest-order" };
  const viewer = await readViewer();
  // An expired session may still be the owner's: the form is shown and the server's answer settles it.
  if (viewer.userId === found.ownerId || viewer.isUnverified) return { kind: "form" };
  return viewer.userId === null ? { kind: "sign-in" } : { kind: "not-owner" };
}
