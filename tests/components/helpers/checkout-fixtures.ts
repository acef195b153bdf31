// What the checkout tests (game, gift, order submission) share: a signed-in shopper's profile, an order
// draft as the create calls answer it, and a refused call.
import type { StampedProfile } from "@/lib/api/auth";
import type { OrderDraft } from "@/lib/api/types/order";
import { refusal } from "./refusal";

export const profile = {
  id: 1,
  email: "demo@example.com",
  nickname: "Демо",
  avatarImg: null,
  balance: "0.00",
  activePromoCode: null,
  socialIds: {},
  fetchedAt: Date.now(),
} as unknown as StampedProfile;

/** A partial draft (these tests need only a few of its fields); its hash is derived from the id. */
export const draft = (id: number) =>
  ({
    id,
    hash: String(id).padStart(32, "a"),
    total: "100.00",
    products: [],
  }) as Partial<OrderDraft> as OrderDraft;

/** The error a call refused with `status`, `body` and (in its header) `code` throws. */
export const failure = refusal;
