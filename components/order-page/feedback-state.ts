// What the order page offers for a review, decided on the server (who is looking, whose order, reviewed yet).
export type FeedbackState =
  /** The order is not done yet: nothing to review. */
  | { kind: "hidden" }
  | { kind: "form" }
  /** `review` is null when the server refused a second one and the first is not at hand. */
  | { kind: "reviewed"; review: { rating: number; text: string } | null }
  /** Placed without an account: the server accepts reviews from an order's signed-in owner only. */
  | { kind: "guest-order" }
  | { kind: "sign-in" }
  | { kind: "not-owner" };
