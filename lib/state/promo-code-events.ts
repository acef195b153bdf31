// The account's promo code changed (activated or deactivated): a plain window event, which session-runtime.ts hears
// and then fetches the profile again if it was already fetched (SPEC.md section 4). The sender loads no session code.
import type { PROFILE_REFETCH_EVENTS } from "./session-runtime";

export type PromoCodeEvent = (typeof PROFILE_REFETCH_EVENTS)[number];

export function announcePromoCodeChange(event: PromoCodeEvent): void {
  window.dispatchEvent(new Event(event));
}
