// Demo order history: finished orders of every kind spread over the last days, a paid one still in
// delivery and one rejected for wrong account details. The last 24 hours (the live feed) are in recent-orders.ts,
// the demo shopper's long history (two pages in the profile) in demo-history.ts.
import type { lineStatus, orderKind, orderStatus } from "../schema";
import { demoHistorySeeds } from "./demo-history";
import type { GameKey } from "./games";
import { recentOrderSeeds } from "./recent-orders";

type LineStatus = (typeof lineStatus.enumValues)[number];

export type OrderSeed = {
  key: string;
  kind: (typeof orderKind.enumValues)[number];
  status: Extract<
    (typeof orderStatus.enumValues)[number],
    "waiting_for_payment" | "paid" | "sent" | "done" | "failed"
  >;
  hoursAgo: number;
  /** A seeded user's key; without it the order is a guest order placed with `email`. */
  user?: string;
  email?: string;
  game?: GameKey;
  gift?: string;
  /** Product key, quantity and, when it differs from the order's, the line status. */
  lines?: [product: string, quantity: number, status?: LineStatus][];
  /** Steam top-up in whole roubles credited to the wallet. */
  steamAmount?: number;
  steamAccountId?: string;
  gameAccountId?: string;
  gameAvatar?: string;
  surplus?: string;
  supplyUserId?: string;
  server?: string;
  supplyServerCustomId?: string;
  promo?: string;
  method: string;
  currency?: string;
  rejectReason?: string;
};

const olderOrderSeeds: OrderSeed[] = [
  {
    key: "pubg-guest",
    kind: "pubg",
    status: "done",
    hoursAgo: 26,
    email: "fast.buyer@example.net",
    game: "pubg",
    lines: [["uc-1800", 1]],
    method: "sandbox-card",
  },
  {
    key: "gift-demo",
    kind: "rokky",
    status: "sent",
    hoursAgo: 28,
    user: "demo",
    gift: "hades-2",
    method: "sandbox-card",
  },
  {
    key: "standoff-demo",
    kind: "standoff",
    status: "sent",
    hoursAgo: 30,
    user: "demo",
    game: "standoff2",
    lines: [["gold-3000", 1]],
    gameAccountId: "48811230",
    gameAvatar: "/images/avatars/standoff-2.svg",
    surplus: "0.07",
    method: "sandbox-card",
  },
  {
    key: "pubg-demo",
    kind: "pubg",
    status: "done",
    hoursAgo: 50,
    user: "demo",
    game: "pubg",
    lines: [
      ["uc-325", 1],
      ["uc-60", 1],
    ],
    promo: "WELCOME10",
    method: "sandbox-card",
  },
  {
    key: "mlbb-demo-failed",
    kind: "supply",
    status: "failed",
    hoursAgo: 60,
    user: "demo",
    game: "mlbb",
    lines: [["mlbb-86", 1]],
    supplyUserId: "99999",
    supplyServerCustomId: "1",
    method: "sandbox-sbp-qr",
    rejectReason: "Игрок с таким ID и Zone ID не найден. Деньги возвращены на баланс.",
  },
  {
    key: "mlbb-vanya",
    kind: "supply",
    status: "done",
    hoursAgo: 72,
    user: "vanya",
    game: "mlbb",
    lines: [
      ["mlbb-344", 2],
      ["mlbb-weekly", 1, "refunded"],
    ],
    supplyUserId: "123456789",
    supplyServerCustomId: "2031",
    method: "sandbox-p2p",
  },
  {
    key: "gift-guest",
    kind: "rokky",
    status: "done",
    hoursAgo: 75,
    email: "keys.collector@example.com",
    gift: "baldurs-gate-3",
    promo: "GIFT5",
    method: "sandbox-sbp-invoice",
  },
  {
    key: "ff-guest",
    kind: "supply",
    status: "done",
    hoursAgo: 96,
    email: "ff.fan@example.org",
    game: "free-fire",
    lines: [["ff-520", 1]],
    supplyUserId: "987654321",
    method: "sandbox-mobile",
  },
  {
    key: "gift-kirill",
    kind: "rokky",
    status: "done",
    hoursAgo: 100,
    user: "kirill",
    gift: "elden-ring",
    method: "sandbox-card",
  },
  {
    key: "pubg-nightowl",
    kind: "pubg",
    status: "done",
    hoursAgo: 120,
    user: "nightowl",
    game: "pubg",
    lines: [["uc-8100", 1]],
    method: "sandbox-card",
    currency: "KZT",
  },
  {
    key: "genshin-quiet",
    kind: "supply",
    status: "done",
    hoursAgo: 140,
    user: "quiet",
    game: "genshin",
    lines: [["genesis-3880", 1]],
    supplyUserId: "812000345",
    server: "Asia",
    method: "sandbox-card",
  },
];

export const orderSeeds: OrderSeed[] = [...recentOrderSeeds, ...olderOrderSeeds, ...demoHistorySeeds];
