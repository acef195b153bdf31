// Feedback (reviews), inferred from lib/schemas/feedback.
import type { createFeedbackBodySchema } from "@/lib/schemas/feedback/create-feedback";
import type { feedbackSchema } from "@/lib/schemas/feedback/feedback";
import type { FromWire, ToWire } from "../camel-cased-deep";

export type Feedback = FromWire<typeof feedbackSchema>;
export type FeedbackCreate = ToWire<typeof createFeedbackBodySchema>;
