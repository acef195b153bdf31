// Promo codes from the console: created for a game or a gift (DRF-style field errors for a bad or duplicate code,
// a missing scope target, a past expiry), listed with uses against the limit, switched off and on with the
// storefront's own check answering the change at once, audited before/after; admin only.
import { eq } from "drizzle-orm";
import * as showRoute from "@/app/api/promo_codes/show/route";
import { adminEndpoints } from "@/lib/schemas/admin/admin-endpoints";
import { auditLog, promoCodes } from "@/lib/server/db/schema";
import { testEngines } from "../helpers/test-db";
import { insertGame, insertGift } from "./fixtures/insert-fixtures";
import { callAdmin, startAdminTest, type AdminTestEnv } from "./admin-test-kit";
import { call } from "./auth-test-kit";
import { fieldsOf } from "../helpers/fields-of";

const { listAdminPromoCodes, createAdminPromoCode, updateAdminPromoCode } = adminEndpoints;

describe.each(testEngines)("console promo codes on %s", (engine) => {
  let t: AdminTestEnv;
  let gameId: number;
  let giftId: number;
  beforeAll(async () => {
    t = await startAdminTest(engine);
    gameId = (await insertGame(t.db, { kind: "pubg", title: "PUBG Mobile" })).id;
    giftId = (await insertGift(t.db, { title: "Steam 500" })).id;
  });
  afterAll(() => t.close());

  const create = (body: unknown, token = t.tokens.admin) => callAdmin(createAdminPromoCode, { token, body });
  const patch = (id: number, body: unknown, token = t.tokens.admin) =>
    callAdmin(updateAdminPromoCode, { token, params: { id: String(id) }, body });
  const show = async (code: string) =>
    call(showRoute, "/api/promo_codes/show/", { method: "POST", body: { code } });

  it("creates a game code the storefront takes at once, and lists it with its uses", async () => {
    const res = await create({
      code: "summer-10",
      percent: 10,
      scope: "game",
      game_id: gameId,
      max_uses: 100,
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      code: "SUMMER-10",
      percent: 10,
      scope: "game",
      game_id: gameId,
      game_title: "PUBG Mobile",
      gift_id: null,
      max_uses: 100,
      uses: 0,
      expires_at: null,
      is_active: true,
      is_usable: true,
    });
    expect((await show("summer-10")).json).toEqual({
      resourcetype: "PromoCode",
      code: "SUMMER-10",
      percent: 10,
      game: gameId,
    });
    const gift = await create({
      code: "GIFT5",
      percent: "5",
      scope: "gift",
      gift_id: String(giftId),
      expires_at: "2999-12-31",
    });
    expect(gift.status).toBe(201);
    expect(gift.json).toMatchObject({
      scope: "gift",
      gift_title: "Steam 500",
      expires_at: "2999-12-31T20:59:59.999Z",
    });

    const list = await callAdmin(listAdminPromoCodes, { token: t.tokens.admin, query: "search=summ" });
    expect(list.json).toMatchObject({ count: 1, results: [{ code: "SUMMER-10", uses: 0, max_uses: 100 }] });
    expect((await callAdmin(listAdminPromoCodes, { token: t.tokens.admin })).json.count).toBe(2);

    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, "promo_code.create"));
    expect(entry).toMatchObject({
      actorEmail: t.accounts.admin.email,
      targetType: "promo_code",
      before: null,
      after: expect.objectContaining({ code: "SUMMER-10", percent: 10, max_uses: 100 }),
    });
  });

  it("refuses bad input field by field, duplicates in any case, a missing target and a past expiry", async () => {
    const bad = await create({
      code: "a",
      percent: 100,
      scope: "game",
      max_uses: 0,
      expires_at: "31.12.2030",
    });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.json).sort()).toEqual(["code", "expires_at", "game_id", "max_uses", "percent"]);
    expect((await create({ code: "NOGAME", percent: 5, scope: "game" })).json).toEqual({
      game_id: ["Выберите игру."],
    });
    expect((await create({ code: "Summer-10", percent: 5, scope: "game", game_id: gameId })).json).toEqual({
      code: ["Такой промокод уже есть."],
    });
    expect((await create({ code: "GHOST", percent: 5, scope: "gift", gift_id: 999_999 })).json).toEqual({
      gift_id: ["Подарок не найден."],
    });
    expect(
      (await create({ code: "OLD", percent: 5, scope: "game", game_id: gameId, expires_at: "2001-01-01" }))
        .json,
    ).toEqual({ expires_at: ["Эта дата уже прошла."] });
    expect(
      (await create({ code: "EXTRA", percent: 5, scope: "game", game_id: gameId, uses: 3 })).status,
    ).toBe(400);
    expect(
      (await create({ code: "SUPPORT", percent: 5, scope: "game", game_id: gameId }, t.tokens.support))
        .status,
    ).toBe(403);
  });

  it("switches a code off and on, limits and unlimits it; the storefront follows; audited", async () => {
    const [row] = await t.db.select().from(promoCodes).where(eq(promoCodes.code, "SUMMER-10"));
    const off = await patch(row.id, { is_active: false });
    expect(off.json).toMatchObject({ is_active: false, is_usable: false });
    expect((await show("SUMMER-10")).json).toEqual({ code: ["Промокод не действует."] });
    expect((await patch(row.id, { is_active: true })).json.is_usable).toBe(true);
    expect((await show("SUMMER-10")).status).toBe(200);

    await t.db.update(promoCodes).set({ uses: 3 }).where(eq(promoCodes.id, row.id));
    expect((await patch(row.id, { max_uses: 3 })).json).toMatchObject({
      uses: 3,
      max_uses: 3,
      is_usable: false,
    });
    expect((await show("SUMMER-10")).json.code).toEqual([expect.stringContaining("использован")]);
    expect((await patch(row.id, { max_uses: null, expires_at: null })).json).toMatchObject({
      max_uses: null,
      is_usable: true,
    });

    const entries = await t.db.select().from(auditLog).where(eq(auditLog.action, "promo_code.update"));
    expect(entries).toHaveLength(4);
    expect(entries[0]).toMatchObject({
      before: expect.objectContaining({ is_active: true }),
      after: expect.objectContaining({ is_active: false }),
    });
    expect((await patch(row.id, { percent: 50 })).status).toBe(400);
    expect((await patch(999_999, { is_active: false })).status).toBe(404);
    expect((await patch(row.id, { is_active: false }, t.tokens.support)).status).toBe(403);
  });
});
