// The demo seed: coverage of every kind the storefront shows, consistent money, idempotence and images on disk.
import { existsSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { seedDatabase } from "@/lib/server/db/seed";
import { readAvatar } from "@/lib/server/orders/kinds/avatar-files";
import * as s from "@/lib/server/db/schema";
import { startTestDb, testEngines, type TestDb } from "../helpers/test-db";

const tables = {
  games: s.games,
  gameServers: s.gameServers,
  products: s.products,
  gifts: s.gifts,
  gameBanners: s.gameBanners,
  giftBanners: s.giftBanners,
  faqItems: s.faqItems,
  articles: s.articles,
  contacts: s.contacts,
  countries: s.countries,
  methodGroups: s.methodGroups,
  paymentMethods: s.paymentMethods,
  groupMethods: s.groupMethods,
  users: s.users,
  promoCodes: s.promoCodes,
  orders: s.orders,
  orderLines: s.orderLines,
  feedback: s.feedback,
};

const kopecks = (money: string) => {
  const [rub, kop = ""] = money.split(".");
  return BigInt(rub) * 100n + BigInt(kop.padEnd(2, "0"));
};

describe.each(testEngines)("demo seed on %s", (engine) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await startTestDb({ engine });
  });
  afterAll(() => t.close());

  async function countAll() {
    const counts: Record<string, number> = {};
    for (const [name, table] of Object.entries(tables)) {
      const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(table);
      counts[name] = row.n;
    }
    return counts;
  }

  it("covers every game kind and supply-channel server mode", async () => {
    const games = await t.db.select().from(s.games);
    expect(games.length).toBeGreaterThanOrEqual(8);
    expect(new Set(games.map((g) => g.kind))).toEqual(new Set(["pubg", "standoff", "steam", "supply"]));
    expect(games.filter((g) => !g.isActive)).toHaveLength(1);
    expect(games.some((g) => g.isAuthRequired && g.isActive)).toBe(true);

    const servers = await t.db.select().from(s.gameServers);
    const supply = games.filter((g) => g.kind === "supply" && g.isActive);
    const enumGame = supply.find((g) => g.isServerNeeded && g.isServerEnum)!;
    expect(servers.filter((x) => x.gameId === enumGame.id).map((x) => x.name)).toEqual(
      expect.arrayContaining(["America", "Europe", "Asia", "TW/HK/MO"]),
    );
    expect(supply.some((g) => g.isServerNeeded && !g.isServerEnum)).toBe(true);
    expect(supply.some((g) => !g.isServerNeeded)).toBe(true);
    for (const g of games) {
      expect(g.detailTitle).not.toBe("");
      expect(g.tags.length).toBeGreaterThan(0);
    }
  });

  it("has 30+ products with kind-specific fields and consistent discounts", async () => {
    const products = await t.db.select().from(s.products);
    const games = await t.db.select().from(s.games);
    const kindOf = new Map(games.map((g) => [g.id, g.kind]));
    expect(products.length).toBeGreaterThanOrEqual(30);
    const uc = products.filter((p) => kindOf.get(p.gameId) === "pubg").map((p) => p.amountUc);
    expect(uc).toEqual(expect.arrayContaining([60, 325, 660, 1800, 3850, 8100]));
    expect(products.filter((p) => kindOf.get(p.gameId) === "standoff").every((p) => (p.gold ?? 0) > 0)).toBe(
      true,
    );
    expect(products.filter((p) => kindOf.get(p.gameId) === "steam")).toHaveLength(1);
    const discounted = products.filter((p) => p.discountPrice !== null);
    expect(discounted.length).toBeGreaterThanOrEqual(5);
    for (const p of products) {
      expect(p.price).toMatch(/^\d+\.\d{2}$/);
      expect(p.minQuantity).toBeLessThanOrEqual(p.maxQuantity);
      if (p.discountPrice !== null) {
        expect(kopecks(p.discountPrice)).toBeLessThan(kopecks(p.price));
        expect(p.discountPercent).toBeGreaterThan(0);
      } else {
        expect(p.discountPercent).toBe(0);
      }
    }
  });

  it("has 20+ gifts over every type and region, new, discounted, main and classic", async () => {
    const gifts = await t.db.select().from(s.gifts);
    expect(gifts.length).toBeGreaterThanOrEqual(20);
    expect(new Set(gifts.map((g) => g.type))).toEqual(new Set(["dlc", "edition", "game"]));
    expect(new Set(gifts.map((g) => g.region))).toEqual(new Set(["cis", "ru", "ru_cis", "world"]));
    expect(
      gifts.filter((g) => g.discountPrice !== null && g.discountPercent > 0).length,
    ).toBeGreaterThanOrEqual(5);
    expect(gifts.some((g) => g.isMain)).toBe(true);
    expect(gifts.some((g) => g.isOldClassic)).toBe(true);
    const weekAgo = Date.now() - 7 * 24 * 3600 * 1000;
    expect(gifts.filter((g) => g.created.getTime() > weekAgo).length).toBeGreaterThanOrEqual(3);
    expect(gifts.filter((g) => g.created.getTime() < weekAgo).length).toBeGreaterThanOrEqual(10);
  });

  it("has banners, FAQ for every active game, articles and contacts", async () => {
    expect((await t.db.select().from(s.gameBanners)).length).toBeGreaterThanOrEqual(3);
    expect((await t.db.select().from(s.giftBanners)).length).toBeGreaterThanOrEqual(3);
    const faq = await t.db.select().from(s.faqItems);
    for (const g of await t.db.select().from(s.games)) {
      if (g.isActive) expect(faq.filter((f) => f.gameId === g.id).length).toBeGreaterThanOrEqual(3);
    }
    const articles = await t.db.select().from(s.articles);
    expect(articles.map((a) => a.slug).sort()).toEqual(["TextBlock", "privacy-policy", "user-agreement"]);
    for (const a of articles) {
      expect(a.text.length).toBeGreaterThan(1500);
      expect(a.text).toMatch(/<h2>/);
      expect(a.text).toMatch(/<li>/);
    }
    const contacts = await t.db.select().from(s.contacts);
    expect(contacts.length).toBeGreaterThanOrEqual(1);
    expect(contacts[0].inn).toMatch(/^\d{10}$/);
    expect(contacts[0].companyId).toMatch(/^\d{13}$/);
  });

  it("has countries with method groups and one active method per payment scenario", async () => {
    const countries = await t.db.select().from(s.countries);
    expect(countries.length).toBeGreaterThanOrEqual(3);
    expect(countries.filter((c) => c.isDefault).map((c) => c.currency)).toEqual(["RUB"]);
    const links = await t.db
      .select({ countryId: s.methodGroups.countryId, method: s.paymentMethods })
      .from(s.groupMethods)
      .innerJoin(s.methodGroups, sql`${s.methodGroups.id} = ${s.groupMethods.groupId}`)
      .innerJoin(s.paymentMethods, sql`${s.paymentMethods.id} = ${s.groupMethods.methodId}`);
    for (const c of countries) {
      const active = links.filter((l) => l.countryId === c.id && l.method.isActive);
      expect(active.length).toBeGreaterThan(0);
      expect(active.every((l) => l.method.currencies.includes(c.currency))).toBe(true);
    }
    const methods = await t.db.select().from(s.paymentMethods);
    const scenarios = new Set(methods.filter((m) => m.isActive).map((m) => m.scenarioType));
    expect([...scenarios].sort()).toEqual(
      ["external", "form", "invoice_qr", "p2p", "p2p_redirect", "qr", "redirect", "wait_order_state"].sort(),
    );
    expect(methods.every((m) => /^[a-z0-9-]+$/.test(m.name) && m.provider === "sandbox")).toBe(true);
    expect(methods.some((m) => m.requiredFields.includes("phone"))).toBe(true);
  });

  it("has the demo user and finished orders of every kind whose totals match their lines", async () => {
    const [demo] = await t.db
      .select()
      .from(s.users)
      .where(sql`${s.users.email} = 'demo@example.com'`);
    // Its balance comes from its orders' refunds and cashback (tests/server/demo-orders.test.ts checks the ledger).
    expect(demo).toMatchObject({ nickname: "Демо", passwordHash: null });
    expect((await t.db.select().from(s.users)).length).toBeGreaterThanOrEqual(9);

    const orders = await t.db.select().from(s.orders);
    const lines = await t.db.select().from(s.orderLines);
    const promos = new Map((await t.db.select().from(s.promoCodes)).map((p) => [p.id, p]));
    const finished = orders.filter((o) => ["done", "paid", "sent"].includes(o.status));
    expect(finished.length).toBeGreaterThanOrEqual(10);
    expect(new Set(finished.map((o) => o.kind))).toEqual(
      new Set(["pubg", "standoff", "steam", "supply", "rokky"]),
    );
    expect(
      orders.filter((o) => Date.now() - o.created.getTime() < 24 * 3600 * 1000).length,
    ).toBeGreaterThanOrEqual(5);
    expect(new Set(orders.map((o) => o.hash)).size).toBe(orders.length);

    for (const o of orders) {
      expect(o.hash).toMatch(/^[0-9a-f]{32,}$/);
      expect(o.created.getTime()).toBeLessThanOrEqual(Date.now());
      const own = lines.filter((l) => l.orderId === o.id);
      const sum = own.reduce((acc, l) => acc + kopecks(l.price) * BigInt(l.quantity), 0n);
      if (o.kind === "rokky") {
        expect(o.giftId).not.toBeNull();
        expect(own).toHaveLength(0);
      } else {
        expect(own.length).toBeGreaterThan(0);
        expect(kopecks(o.totalWithoutPromocode)).toBe(sum);
      }
      const promo = o.promoCodeId ? promos.get(o.promoCodeId)! : undefined;
      const subtotal = kopecks(o.totalWithoutPromocode);
      const discount = promo ? (subtotal * BigInt(promo.percent) + 50n) / 100n : 0n;
      expect(kopecks(o.total)).toBe(subtotal - discount);
      if (o.kind === "pubg") expect(own.every((l) => (l.amountUc ?? 0) > 0)).toBe(true);
      if (o.kind === "steam") expect(o.steamAmount).not.toBeNull();
      if (o.kind === "standoff") expect(o.gameAccountId).not.toBeNull();
      if (o.kind === "supply") expect(o.supplyUserId).not.toBeNull();
    }
    expect(orders.some((o) => o.kind === "supply" && o.supplyServer !== null)).toBe(true);
    expect(orders.some((o) => o.kind === "supply" && o.supplyServerCustomId !== null)).toBe(true);
    for (const p of promos.values()) expect(p.uses).toBe(orders.filter((o) => o.promoCodeId === p.id).length);
  });

  it("gives the demo user two pages of history covering every kind's own fields", async () => {
    const [demo] = await t.db
      .select()
      .from(s.users)
      .where(sql`${s.users.email} = 'demo@example.com'`);
    const orders = (await t.db.select().from(s.orders)).filter((o) => o.userId === demo.id);
    const lines = await t.db.select().from(s.orderLines);
    const linesOf = (id: number) => lines.filter((l) => l.orderId === id);
    // GET /api/orders/ pages by 50: the history must reach a second page.
    expect(orders.length).toBeGreaterThanOrEqual(60);
    expect(new Set(orders.map((o) => o.kind))).toEqual(
      new Set(["pubg", "standoff", "steam", "supply", "rokky"]),
    );

    const pubg = orders.filter((o) => o.kind === "pubg" && o.status === "done");
    expect(pubg.some((o) => linesOf(o.id).some((l) => l.code !== null && (l.amountUc ?? 0) > 0))).toBe(true);
    expect(orders.some((o) => o.kind === "standoff" && o.gameAccountId && o.gameAvatar)).toBe(true);
    expect(orders.some((o) => o.kind === "steam" && o.steamAccountId && o.steamAmount)).toBe(true);
    expect(orders.some((o) => o.kind === "supply" && o.supplyUserId && o.supplyServer !== null)).toBe(true);
    expect(orders.some((o) => o.kind === "supply" && o.supplyUserId && o.supplyServerCustomId)).toBe(true);
    expect(orders.some((o) => o.kind === "rokky" && o.giftId !== null && o.giftCode)).toBe(true);
    const failed = orders.filter((o) => o.status === "failed");
    expect(failed.length).toBeGreaterThanOrEqual(2);
    expect(failed.every((o) => (o.rejectReason ?? "").length > 10)).toBe(true);
    expect(orders.filter((o) => o.rejectReason !== null).every((o) => o.status === "failed")).toBe(true);

    // The last-24-hours view has something to show, including an order still waiting for payment.
    const dayAgo = Date.now() - 24 * 3600 * 1000;
    const recent = orders.filter((o) => o.created.getTime() > dayAgo);
    expect(recent.length).toBeGreaterThanOrEqual(3);
    expect(recent.some((o) => o.status === "waiting_for_payment")).toBe(true);
    expect(new Set(orders.map((o) => o.created.getTime())).size).toBe(orders.length);
  });

  it("has feedback for finished orders, rated 3 to 5 and mostly 5", async () => {
    const rows = await t.db
      .select({
        rating: s.feedback.rating,
        created: s.feedback.created,
        status: s.orders.status,
        orderCreated: s.orders.created,
      })
      .from(s.feedback)
      .innerJoin(s.orders, sql`${s.orders.id} = ${s.feedback.orderId}`);
    expect(rows.length).toBeGreaterThanOrEqual(10);
    for (const r of rows) {
      expect(r.rating).toBeGreaterThanOrEqual(3);
      expect(r.rating).toBeLessThanOrEqual(5);
      expect(["done", "sent", "paid"]).toContain(r.status);
      expect(r.created.getTime()).toBeGreaterThan(r.orderCreated.getTime());
    }
    expect(rows.filter((r) => r.rating === 5).length).toBeGreaterThan(rows.length / 2);
  });

  it("references only images that exist under public/", async () => {
    const paths = new Set<string>();
    const add = (...values: (string | null)[]) => values.forEach((v) => v && paths.add(v));
    for (const g of await t.db.select().from(s.games)) add(g.logo, g.productPreviewIcon);
    for (const p of await t.db.select().from(s.products)) add(p.picture);
    for (const g of await t.db.select().from(s.gifts)) add(g.logo);
    for (const b of [
      ...(await t.db.select().from(s.gameBanners)),
      ...(await t.db.select().from(s.giftBanners)),
    ]) {
      add(
        b.backgroundDesktop,
        b.backgroundTablet,
        b.backgroundMobile,
        b.foregroundDesktop,
        b.foregroundTablet,
        b.foregroundMobile,
      );
    }
    for (const c of await t.db.select().from(s.countries)) add(c.flag);
    for (const m of await t.db.select().from(s.paymentMethods)) add(m.icon);
    for (const u of await t.db.select().from(s.users)) add(u.avatarImg);
    expect(paths.size).toBeGreaterThan(60);
    // Standoff avatars were uploaded through the order's avatar call: they are in the upload storage.
    for (const o of await t.db.select().from(s.orders)) {
      if (!o.gameAvatar) continue;
      const name = /^\/api\/uploads\/avatars\/([^/]+)\/$/.exec(o.gameAvatar)?.[1];
      expect(name && (await readAvatar(name))?.type).toBe("image/png");
    }
    const missing = [...paths].filter(
      (p) => !p.startsWith("/images/") || !existsSync(path.join(process.cwd(), "public", p)),
    );
    expect(missing).toEqual([]);
  });

  it("does nothing when run again", async () => {
    const before = await countAll();
    expect(await seedDatabase(t.db)).toBe(false);
    expect(await countAll()).toEqual(before);
  });
});
