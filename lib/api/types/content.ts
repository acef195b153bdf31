// Banners, FAQ, articles, contacts and feedback.
import type { IsoDate } from "./common";

type BannerImages = {
  id: number;
  title: string;
  description: string;
  backgroundDesktop: string;
  backgroundTablet: string;
  backgroundMobile: string;
  foregroundDesktop: string;
  foregroundTablet: string;
  foregroundMobile: string;
};
export type GameBanner = BannerImages & { game: number };
export type GiftBanner = BannerImages & { gift: number };

export type FaqItem = { id: number; text: string; answer: string; game: number; order: number };

/** `text` is HTML sanitised by the server. */
export type Article = { slug: string; header: string; text: string };

export type Contact = { companyName: string; address: string; inn: string; companyId: string; extra: string };

export type Feedback = { id: number; order: number; text: string; rating: number; created: IsoDate };
export type FeedbackCreate = { order: number; rating: number; text: string };
/** Average as a decimal string ("4.83"), null while there are no reviews. */
export type FeedbackRating = { rating: string | null };

export type DocsSchemaQuery = { format?: "json" | "yaml"; lang?: string };
