// Guest orders of one gift (Elden Ring) so that its page has enough deliveries in the last 30 days to show a
// delivery time; with the Elden Ring orders of order-seeds.ts and demo-history.ts they make five.
import type { OrderSeed } from "./order-seed";

const eldenRing = (key: string, hoursAgo: number, email: string, method: string): OrderSeed => ({
  key,
  kind: "rokky",
  status: "done",
  hoursAgo,
  email,
  gift: "elden-ring",
  method,
});

export const deliveryTimeSeeds: OrderSeed[] = [
  eldenRing("gift-elden-tarnished", 160, "tarnished@example.net", "sandbox-card"),
  eldenRing("gift-elden-souls", 230, "souls.fan@example.org", "sandbox-sbp-qr"),
  eldenRing("gift-elden-keys", 390, "ring.keys@example.com", "sandbox-card"),
];
