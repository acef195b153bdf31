// Gifts from the console: a new gift is in the storefront's (cached) list and detail at once, a change or a switch-off
// too; price, discount and cashback are checked together; the cover is uploaded as a checked picture; every write
// is audited with before and after, and only admins write.
import * as giftRoute from "@/app/api/gifts/[id]/route";
import * as giftsRoute from "@/app/api/gifts/route";
import * as logoRoute from "@/app/api/admin/gifts/[id]/logo/route";
import { adminEndpoints } from "@/lib/schemas/admin/admin-endpoints";
import { callRoute } from "../helpers/call-route";
import { callRouteMultipart } from "../helpers/call-route-multipart";
import { testEngines } from "../helpers/test-db";
import { insertGift } from "./fixtures/insert-fixtures";
import * as adminKit from "./admin-test-kit";
import { fieldsOf } from "../helpers/fields-of";

const { listAdminGifts, createAdminGift, getAdminGift, updateAdminGift } = adminEndpoints;

const WEBP = new Uint8Array([
  0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50, 0x38, 0x20,
]);

describe.each(testEngines)("console gifts on %s", (engine) => {
  let t: adminKit.AdminTestEnv;
  beforeAll(async () => {
    t = await adminKit.startAdminTest(engine);
    await insertGift(t.db, { title: "Cyberpunk 2077" });
  });
  afterAll(() => t.close());
  adminKit.useStoreCache();

  const admin = adminKit.callAsAdmin(() => t);
  const titles = async () =>
    (await callRoute(giftsRoute, "/api/gifts/")).json.results.map((g: { title: string }) => g.title);
  const detail = (id: number) => callRoute(giftRoute, `/api/gifts/${id}/`, { params: { id: String(id) } });
  const lastAudit = () => adminKit.lastAuditEntry(t.db);

  it("creates, changes and switches off a gift, each on the cached storefront at once and audited", async () => {
    expect(await titles()).toEqual(["Cyberpunk 2077"]);
    const created = await admin(createAdminGift, {
      body: {
        title: "Elden Ring",
        type: "game",
        region: "ru_cis",
        price: "2999",
        discount_price: "2399.5",
        cashback: "100",
        tags: ["RPG"],
        is_main: true,
      },
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      title: "Elden Ring",
      price: "2999.00",
      discount_price: "2399.50",
      discount_percent: 20,
      cashback: "100.00",
      logo: "",
      is_active: true,
      is_main: true,
      external_id: null,
    });
    const id: number = created.json.id;
    expect(await lastAudit()).toMatchObject({
      action: "gift.create",
      targetType: "gift",
      targetId: String(id),
      actorEmail: t.accounts.admin.email,
      before: null,
      after: expect.objectContaining({ title: "Elden Ring", cashback: "100.00" }),
    });
    expect(await titles()).toEqual(["Elden Ring", "Cyberpunk 2077"]);
    expect((await detail(id)).json).toMatchObject({ cashback: "100.00", tags: ["RPG"] });

    const changed = await admin(updateAdminGift, {
      params: { id: String(id) },
      body: { price: "3499", discount_price: null, cashback: "150" },
    });
    expect(changed.json).toMatchObject({ price: "3499.00", discount_price: null, discount_percent: 0 });
    expect((await detail(id)).json).toMatchObject({ price: "3499.00", cashback: "150.00" });
    expect(await lastAudit()).toMatchObject({
      action: "gift.update",
      before: expect.objectContaining({ price: "2999.00", cashback: "100.00" }),
      after: expect.objectContaining({ price: "3499.00", cashback: "150.00" }),
    });

    await admin(updateAdminGift, { params: { id: String(id) }, body: { is_active: false } });
    expect(await titles()).toEqual(["Cyberpunk 2077"]);
    expect((await detail(id)).status).toBe(404);
    const listed = await admin(listAdminGifts, { query: "search=elden" });
    expect(listed.json).toMatchObject({ count: 1, results: [{ id, is_active: false }] });
    expect((await admin(getAdminGift, { params: { id: String(id) } })).json.title).toBe("Elden Ring");
  });

  it("refuses a discount at or above the price, a cashback above what is paid, bad choices and support", async () => {
    const body = { title: "Hades", type: "game", region: "world", price: "500" };
    expect((await admin(createAdminGift, { body: { ...body, discount_price: "500" } })).json).toEqual({
      discount_price: ["Цена со скидкой должна быть меньше обычной цены."],
    });
    expect(
      (await admin(createAdminGift, { body: { ...body, discount_price: "300", cashback: "301" } })).json,
    ).toEqual({ cashback: ["Кешбэк не может быть больше цены, которую платит покупатель."] });
    const bad = await admin(createAdminGift, {
      body: { title: " ", type: "dlc2", region: "eu", price: "1,5" },
    });
    expect(fieldsOf(bad.json).sort()).toEqual(["price", "region", "title", "type"]);
    expect((await admin(createAdminGift, { body: { ...body, logo: "/x.png" } })).status).toBe(400);
    expect((await adminKit.callAdmin(createAdminGift, { token: t.tokens.support, body })).status).toBe(403);
    expect((await admin(updateAdminGift, { params: { id: "999999" }, body: { price: "1" } })).status).toBe(
      404,
    );
    expect(await titles()).toEqual(["Cyberpunk 2077"]);
  });

  it("uploads a cover as a checked picture and shows it on the storefront at once", async () => {
    const gift = await insertGift(t.db, { title: "Stray" });
    expect((await detail(gift.id)).json.logo).toBe("/images/gift.png");
    const upload = (bytes: BlobPart) => {
      const form = new FormData();
      form.append("image", new Blob([bytes]), "cover.webp");
      return callRouteMultipart(logoRoute, `/api/admin/gifts/${gift.id}/logo/`, {
        form,
        params: { id: String(gift.id) },
        headers: { authorization: `Bearer ${t.tokens.admin}` },
      });
    };
    expect((await upload(new Uint8Array(0))).json).toEqual({ image: ["Отправленный файл пуст."] });
    const res = await upload(WEBP);
    expect(res.status).toBe(200);
    expect(res.json.logo).toMatch(/^\/api\/uploads\/catalogue\/[0-9a-f]{32}\.webp\/$/);
    expect((await detail(gift.id)).json.logo).toBe(res.json.logo);
    expect(await lastAudit()).toMatchObject({ action: "gift.logo", after: { logo: res.json.logo } });
  });
});
