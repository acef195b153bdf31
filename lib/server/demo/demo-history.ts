// A long order history for the demo shopper: enough orders for two pages of 50 in the profile, every kind,
// mostly delivered, some refunded because the provider had nothing to deliver. Deterministic: the same list on every seed.
import type { GameKey } from "../db/seed/games";
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

const methods = ["sandbox-card", "sandbox-sbp-qr", "sandbox-wallet", "sandbox-card-form"];

/** An account id the sandbox providers answer "out of stock" for: the order is refunded to the balance. */
const outOfStock = (id: string) => `${id.slice(0, -4)}1111`;

/** Every ninth order of a kind a provider can refuse (supply channel, Steam) is refused and refunded. */
function isRefused(i: number, body: ReturnType<Template>): boolean {
  return i % 9 === 4 && (body.kind === "supply" || body.kind === "steam");
}

/** From two days back to about three months back, a little over a day and a half apart. */
export const demoHistorySeeds: OrderSeed[] = Array.from({ length: DEMO_HISTORY_SIZE }, (_, i) => {
  const body = templates[i % templates.length](i);
  const refused = isRefused(i, body);
  return {
    ...body,
    key: `demo-history-${i + 1}`,
    status: refused ? "failed" : "done",
    hoursAgo: 40 + i * 37,
    user: "demo",
    method: methods[i % methods.length],
    ...(refused && body.supplyUserId ? { supplyUserId: outOfStock(body.supplyUserId) } : {}),
    ...(refused && body.steamAccountId ? { steamAccountId: outOfStock(body.steamAccountId) } : {}),
    ...(refused ? { promo: undefined } : {}),
  };
});
