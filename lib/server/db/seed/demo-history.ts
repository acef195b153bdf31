// A long order history for the demo shopper: enough orders for two pages of 50 in the profile, every kind,
// mostly delivered, some still in delivery and some rejected. Deterministic: the same list on every seed.
import type { GameKey } from "./games";
import type { OrderSeed } from "./order-seed";

/** Orders generated on top of the hand-written ones in order-seeds.ts and recent-orders.ts. */
export const DEMO_HISTORY_SIZE = 56;

type Template = (i: number) => Omit<OrderSeed, "key" | "status" | "hoursAgo" | "user" | "method">;

const giftKeys = [
  "stardew-valley",
  "portal-2",
  "atomic-heart",
  "rdr2",
  "half-life-2",
  "elden-ring",
  "hades-2",
];
const hoyoServers = ["Europe", "America", "Asia"];

const supply = (game: GameKey, product: string, uid: string, server?: string, customId?: string) => ({
  kind: "supply" as const,
  game,
  lines: [[product, 1]] as OrderSeed["lines"],
  supplyUserId: uid,
  ...(server ? { server } : {}),
  ...(customId ? { supplyServerCustomId: customId } : {}),
});

const templates: Template[] = [
  (i) => ({
    kind: "pubg",
    game: "pubg",
    lines:
      i % 2
        ? [["uc-325", 1]]
        : [
            ["uc-60", 1 + (i % 3)],
            ["uc-660", 1],
          ],
    promo: i % 5 === 0 ? "WELCOME10" : undefined,
  }),
  (i) => ({
    kind: "standoff",
    game: "standoff2",
    lines: [[i % 2 ? "gold-300" : "gold-1000", 1]],
    gameAccountId: "48811230",
    gameAvatar: `/images/avatars/standoff-${1 + (i % 2)}.svg`,
    surplus: `0.${String(i % 20).padStart(2, "0")}`,
  }),
  (i) => ({ kind: "steam", game: "steam", steamAmount: 300 + (i % 6) * 250, steamAccountId: "demo_gamer" }),
  (i) => supply("genshin", i % 2 ? "genesis-330" : "welkin", "700123456", hoyoServers[i % 3]),
  (i) => ({ kind: "rokky", gift: giftKeys[i % giftKeys.length] }),
  () => supply("mlbb", "mlbb-172", "123987456", undefined, "2041"),
  (i) => supply("honkai-star-rail", i % 2 ? "hsr-330" : "hsr-express", "800765432", hoyoServers[(i + 1) % 3]),
  () => supply("free-fire", "ff-310", "556677889"),
];

const rejectReasons: Record<OrderSeed["kind"], string> = {
  pubg: "Поставщик временно не выдаёт коды этого номинала. Деньги возвращены на баланс.",
  standoff: "Скин не найден на рынке по указанной цене. Деньги возвращены на баланс.",
  steam: "Аккаунт Steam с таким логином не найден. Деньги возвращены на баланс.",
  supply: "Игрок с таким ID не найден на выбранном сервере. Деньги возвращены на баланс.",
  rokky: "Ключи этой игры закончились у поставщика. Деньги возвращены на баланс.",
};

const methods = ["sandbox-card", "sandbox-sbp-qr", "sandbox-wallet", "sandbox-card-form"];

function statusOf(i: number): OrderSeed["status"] {
  if (i % 9 === 4) return "failed";
  if (i % 13 === 6) return "sent";
  return "done";
}

/** From two days back to about three months back, a little over a day and a half apart. */
export const demoHistorySeeds: OrderSeed[] = Array.from({ length: DEMO_HISTORY_SIZE }, (_, i) => {
  const body = templates[i % templates.length](i);
  const status = statusOf(i);
  return {
    ...body,
    key: `demo-history-${i + 1}`,
    status,
    hoursAgo: 40 + i * 37,
    user: "demo",
    method: methods[i % methods.length],
    ...(status === "failed" ? { rejectReason: rejectReasons[body.kind], promo: undefined } : {}),
    // Wrong account details are the shopper's mistake; a supplier's failure is simply refunded.
    ...(status === "failed" && body.kind !== "supply" && body.kind !== "steam"
      ? { lines: body.lines?.map(([product, quantity]) => [product, quantity, "refunded"] as const) }
      : {}),
  };
});
