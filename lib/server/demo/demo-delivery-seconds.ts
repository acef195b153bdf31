// How long each demo order's delivery took. The seed places, pays and delivers every order through the store's
// services in one run, so each sandbox delivery takes milliseconds; a shop's deliveries take what its providers
// take (a code from stock in seconds, a reseller top-up in minutes, a Standoff lot until an operator buys it). The
// backdating (backdate-demo-orders.ts) moves what happened after the payment this much later, keeping the order's
// own sequence of events, so the delivery figures on game pages and the reviews' times read like a shop's.
// Deterministic: the same figure for a seed key on every run. Reviewed orders get times their reviews describe.
import type { OrderSeed } from "./order-seed";

/** Seconds per kind of goods: the shortest and the longest a delivery of that kind takes in the demo. */
const rangeByKind: Record<OrderSeed["kind"], [number, number]> = {
  pubg: [20, 110],
  rokky: [15, 140],
  steam: [60, 300],
  supply: [90, 720],
  standoff: [900, 2700],
};

/** Orders whose reviews (insert-demo-feedback.ts) say how long they waited; each well before its review. */
const reviewed: Record<string, number> = {
  "pubg-recent": 55, // "Код пришёл через минуту"
  "genshin-artem": 1_180, // "Кристаллы пришли минут через двадцать"
  "steam-shadowfox": 115, // "Пополнил Steam за пару минут"
  "gift-guest": 12, // "Ключ пришёл мгновенно"
  "ff-guest": 290, // "алмазы в игре через пять минут"
  "standoff-nastya": 1_500,
  "standoff-guest": 2_400, // "пришлось подождать, пока выкупят скин"
};

/** A stable spread in [0, 1) from the seed's key (FNV-1a). */
function spread(key: string): number {
  let hash = 0x811c9dc5;
  for (const char of key) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash / 2 ** 32;
}

/** Seconds from the payment to the end of the delivery, never past the moment the seed runs. */
export function demoDeliverySeconds(seed: OrderSeed): number {
  const [min, max] = rangeByKind[seed.kind];
  const seconds = reviewed[seed.key] ?? Math.round(min + (max - min) * spread(seed.key));
  return Math.min(seconds, Math.floor(seed.hoursAgo * 3600 * 0.5));
}
