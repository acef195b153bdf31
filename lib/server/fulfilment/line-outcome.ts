// What delivering one line (or a gift order's key) came to, for the job that settles the order and its e-mails.
export type LineOutcome =
  | { kind: "completed" | "refunded" | "incorrect_details" | "waiting_operator" | "skipped" }
  | { kind: "pending"; retryInSeconds: number }
  | { kind: "transient"; message: string; retryInSeconds?: number };
