// Shared set-up of the checkout API tests: a catalogue of every order kind inserted into a fresh database, and
// "browsers" that keep the order-access cookie the server sets, as a real browser would.
import type { Db } from "@/lib/server/db/client";
import { gameServers, promoCodes, pubgCodes } from "@/lib/server/db/schema";
import { call, insertAccount, signIn, startAuthTest, type AuthTestEnv } from "./auth-test-kit";
import { insertGame, insertGift, insertProduct } from "./fixtures/insert-fixtures";
import { suiteEnv } from "../helpers/suite-env";

type RouteModule = Record<string, unknown>;

/** A browser: its cookie jar (only the order-access cookie matters here), its token and its address. */
export type Browser = { cookie?: string; token?: string; ip?: string };

export const newBrowser = (token?: string): Browser => ({ token });

type Init = { method?: string; body?: unknown; rawBody?: string; params?: Record<string, string> };

/** Calls a route as this browser and keeps the order-access cookie it is given. */
export async function request(browser: Browser, mod: RouteModule, url: string, init: Init = {}) {
  const headers: Record<string, string> = {};
  if (browser.cookie) headers.cookie = browser.cookie;
  if (init.rawBody !== undefined) headers["content-type"] = "application/json";
  const res = await call(mod, url, { ...init, headers, token: browser.token, ip: browser.ip });
  const cookie = accessCookieOf(res.headers);
  if (cookie) browser.cookie = cookie;
  return res;
}

export function accessCookieOf(headers: Headers): string | undefined {
  const line = headers.getSetCookie().find((c) => c.startsWith("order_access="));
  return line?.split(";")[0];
}

export async function insertCheckoutCatalog(db: Db) {
  const pubg = await insertGame(db, { kind: "pubg", title: "PUBG Mobile" });
  const uc60 = await insertProduct(db, pubg.id, {
    title: "60 UC",
    price: "89.00",
    maxQuantity: 10,
    amountUc: 60,
  });
  const uc660 = await insertProduct(db, pubg.id, {
    title: "660 UC",
    price: "899.00",
    discountPrice: "809.00",
    discountPercent: 10,
    maxQuantity: 5,
    amountUc: 660,
  });
  const ucPair = await insertProduct(db, pubg.id, {
    title: "Pair",
    price: "10.05",
    minQuantity: 2,
    maxQuantity: 4,
  });
  const ucOff = await insertProduct(db, pubg.id, { title: "Off", price: "50.00", isActive: false });
  const pubg2 = await insertGame(db, { kind: "pubg", title: "PUBG Lite" });
  const lite = await insertProduct(db, pubg2.id, { title: "Lite UC", price: "10.00" });
  const standoff = await insertGame(db, { kind: "standoff", title: "Standoff 2" });
  const gold = await insertProduct(db, standoff.id, {
    title: "100 голды",
    price: "99.00",
    maxQuantity: 20,
    gold: 100,
  });
  const steam = await insertGame(db, { kind: "steam", title: "Steam" });
  const wallet = await insertProduct(db, steam.id, {
    title: "Пополнение Steam",
    price: "1.00",
    minQuantity: 100,
    maxQuantity: 15000,
  });
  const genshin = await insertGame(db, {
    kind: "supply",
    title: "Genshin",
    isServerNeeded: true,
    isServerEnum: true,
  });
  const crystals = await insertProduct(db, genshin.id, { title: "60 кристаллов", price: "79.00" });
  const servers = await db
    .insert(gameServers)
    .values(["America", "Europe", "Asia"].map((name, position) => ({ gameId: genshin.id, name, position })))
    .returning();
  const mlbb = await insertGame(db, { kind: "supply", title: "MLBB", isServerNeeded: true });
  const diamonds = await insertProduct(db, mlbb.id, { title: "86 алмазов", price: "139.00" });
  const freeFire = await insertGame(db, { kind: "supply", title: "Free Fire" });
  const ffDiamonds = await insertProduct(db, freeFire.id, { title: "100 алмазов", price: "89.00" });
  const members = await insertGame(db, { kind: "pubg", title: "Members only", isAuthRequired: true });
  const membersUc = await insertProduct(db, members.id, { title: "VIP UC", price: "100.00" });
  const closed = await insertGame(db, { kind: "pubg", title: "Closed", isActive: false });
  const closedUc = await insertProduct(db, closed.id, { title: "Closed UC", price: "100.00" });
  const gift = await insertGift(db, { title: "Hades II", price: "500.00", discountPrice: "425.00" });
  const gift2 = await insertGift(db, { title: "Elden Ring", price: "3000.00" });
  const giftOff = await insertGift(db, { title: "Gone", isActive: false });
  // PUBG UC is sold only while codes are in stock: every PUBG product gets as many codes as its largest order can take.
  const pubgProducts = [uc60, uc660, ucPair, ucOff, lite, membersUc, closedUc];
  await db
    .insert(pubgCodes)
    .values(
      pubgProducts.flatMap((p) =>
        Array.from({ length: 100 }, (_, i) => ({ productId: p.id, code: `KIT-${p.id}-${i}`, batch: "kit" })),
      ),
    );
  const day = 86_400_000;
  const promos = await db
    .insert(promoCodes)
    .values([
      { code: "PUBG10", percent: 10, gameId: pubg.id },
      { code: "PUBG33", percent: 33, gameId: pubg.id },
      { code: "ONCE", percent: 50, gameId: pubg.id, maxUses: 1 },
      { code: "OLD", percent: 20, gameId: pubg.id, expiresAt: new Date(Date.now() - day) },
      { code: "SOON", percent: 20, gameId: pubg.id, expiresAt: new Date(Date.now() + day) },
      { code: "OFF", percent: 20, gameId: pubg.id, isActive: false },
      { code: "GOLD15", percent: 15, gameId: standoff.id },
      { code: "GIFT15", percent: 15, giftId: gift.id },
    ])
    .returning();
  const promo = Object.fromEntries(promos.map((p) => [p.code, p]));
  return {
    pubg,
    uc60,
    uc660,
    ucPair,
    ucOff,
    pubg2,
    lite,
    standoff,
    gold,
    steam,
    wallet,
    genshin,
    crystals,
    servers,
    mlbb,
    diamonds,
    freeFire,
    ffDiamonds,
    members,
    membersUc,
    closed,
    closedUc,
    gift,
    gift2,
    giftOff,
    promo,
  };
}

export type CheckoutCatalog = Awaited<ReturnType<typeof insertCheckoutCatalog>>;
export type CheckoutEnv = AuthTestEnv & { c: CheckoutCatalog };

export async function startCheckoutTest(engine: "pglite" | "postgres"): Promise<CheckoutEnv> {
  const t = await startAuthTest(engine);
  return { ...t, c: await insertCheckoutCatalog(t.db) };
}

/** The checkout environment of the enclosing describe block (see suiteEnv). */
export const checkoutSuite = (engine: "pglite" | "postgres") => suiteEnv(() => startCheckoutTest(engine));

/** A signed-in shopper: the account and a browser holding its token. */
export async function signedInShopper(db: Db) {
  const account = await insertAccount(db);
  const { access } = await signIn(account.email, account.password);
  return { account, browser: newBrowser(access) };
}
