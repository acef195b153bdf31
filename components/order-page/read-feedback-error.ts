// A failed POST /api/feedback/create/ -> what the review form does: field errors on their fields, a second
// review switches the block to "already reviewed", the rest is one message above the form.
import { readServerErrors, type FallbackMessages } from "@/components/auth/form/read-server-errors";
import { ResponseError } from "@/lib/api/errors";

export type FeedbackErrorMessages = FallbackMessages & { notOwner: string; signedOut: string };

export type FeedbackError =
  { kind: "already-reviewed" } | { kind: "form"; fields: Record<string, string>; root: string | null };

const FIELDS = ["rating", "text"] as const;

export function readFeedbackError(error: unknown, messages: FeedbackErrorMessages): FeedbackError {
  if (error instanceof ResponseError) {
    // One review per order (enforced by the database): the answer's code says so, whatever its words.
    if (error.code === "already_reviewed") return { kind: "already-reviewed" };
    // 404: not this shopper's order (or a guest order); the API hides which, and so do we.
    if (error.status === 404) return { kind: "form", fields: {}, root: messages.notOwner };
    if (error.status === 401) return { kind: "form", fields: {}, root: messages.signedOut };
  }
  return { kind: "form", ...readServerErrors(error, FIELDS, messages) };
}
