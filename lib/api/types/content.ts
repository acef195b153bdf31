// Banners, FAQ, articles, contacts and feedback, inferred from lib/schemas/content and lib/schemas/feedback.
import type { articleSchema } from "@/lib/schemas/content/article";
import type { gameBannerSchema, giftBannerSchema } from "@/lib/schemas/content/banner";
import type { contactSchema } from "@/lib/schemas/content/contact";
import type { faqItemSchema } from "@/lib/schemas/content/faq";
import type { getApiSchema } from "@/lib/schemas/docs/api-schema";
import type { createFeedbackBodySchema } from "@/lib/schemas/feedback/create-feedback";
import type { feedbackRatingSchema, feedbackSchema } from "@/lib/schemas/feedback/feedback";
import type { FromWire, QueryOf, ToWire } from "../camel-cased-deep";

export type GameBanner = FromWire<typeof gameBannerSchema>;
export type GiftBanner = FromWire<typeof giftBannerSchema>;

export type FaqItem = FromWire<typeof faqItemSchema>;

/** `text` is HTML sanitised by the server. */
export type Article = FromWire<typeof articleSchema>;

export type Contact = FromWire<typeof contactSchema>;

export type Feedback = FromWire<typeof feedbackSchema>;
export type FeedbackCreate = ToWire<typeof createFeedbackBodySchema>;
/** Average as a decimal string ("4.83"), null while there are no reviews. */
export type FeedbackRating = FromWire<typeof feedbackRatingSchema>;

export type DocsSchemaQuery = QueryOf<NonNullable<typeof getApiSchema.query>>;
