// Content from the console: banners of games and gifts, articles, FAQ entries and requisites are created, changed
// and deleted, each on the storefront's (cached) answers at once and audited with before and after; an article's
// HTML loses scripts and event handlers when it is saved and again when it is served; bodies are checked with the
// same schemas as the forms; banner pictures are uploaded as checked images; only admins write.
import * as articleRoute from "@/app/api/articles/[slug]/route";
import * as gameBannersRoute from "@/app/api/banners/games/route";
import * as giftBannersRoute from "@/app/api/banners/gifts/route";
import * as contactsRoute from "@/app/api/contacts/route";
import * as faqRoute from "@/app/api/faq/[game_pk]/route";
import * as imagesRoute from "@/app/api/admin/content/images/route";
import { adminEndpoints } from "@/lib/schemas/admin/admin-endpoints";
import { articles } from "@/lib/server/db/schema";
import { callRoute } from "../helpers/call-route";
import { callRouteMultipart } from "../helpers/call-route-multipart";
import { testEngines } from "../helpers/test-db";
import { insertContact, insertGame, insertGift } from "./fixtures/insert-fixtures";
import * as kit from "./admin-test-kit";
import { fieldsOf } from "../helpers/fields-of";

const e = adminEndpoints;

const WEBP = new Uint8Array([
  0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50, 0x38, 0x20,
]);

const images = (prefix: string) => ({
  background_desktop: `${prefix}/bd.png`,
  background_tablet: `${prefix}/bt.png`,
  background_mobile: `${prefix}/bm.png`,
  foreground_desktop: `${prefix}/fd.png`,
  foreground_tablet: `${prefix}/ft.png`,
  foreground_mobile: `${prefix}/fm.png`,
});

describe.each(testEngines)("console content on %s", (engine) => {
  let t: kit.AdminTestEnv;
  let gameId: number;
  let giftId: number;
  beforeAll(async () => {
    t = await kit.startAdminTest(engine);
    gameId = (await insertGame(t.db, { title: "PUBG Mobile" })).id;
    giftId = (await insertGift(t.db, { title: "Elden Ring" })).id;
  });
  afterAll(() => t.close());
  kit.useStoreCache();

  const admin = kit.callAsAdmin(() => t);
  const audit = () => kit.lastAuditEntry(t.db);
  const storefront = {
    gameBanners: async () => (await callRoute(gameBannersRoute, "/api/banners/games/")).json.results,
    giftBanners: async () => (await callRoute(giftBannersRoute, "/api/banners/gifts/")).json.results,
    contacts: async () => (await callRoute(contactsRoute, "/api/contacts/")).json.results,
    faq: async () =>
      (await callRoute(faqRoute, `/api/faq/${gameId}/`, { params: { game_pk: String(gameId) } })).json,
    article: (slug: string) => callRoute(articleRoute, `/api/articles/${slug}/`, { params: { slug } }),
  };

  it("creates, changes and deletes a game banner, each on the cached storefront at once and audited", async () => {
    expect(await storefront.gameBanners()).toEqual([]);
    const created = await admin(e.createAdminGameBanner, {
      body: { title: "Сезон 30", description: "Новый\nсезон", game: gameId, ...images("/images") },
    });
    expect(created.status).toBe(201);
    const id = created.json.id as number;
    expect(created.json).toEqual({
      id,
      title: "Сезон 30",
      description: "Новый\nсезон",
      game: gameId,
      position: 0,
      ...images("/images"),
    });
    expect(await storefront.gameBanners()).toEqual([
      expect.objectContaining({ id, title: "Сезон 30", game: gameId }),
    ]);
    expect(await audit()).toMatchObject({
      action: "game_banner.create",
      targetType: "game_banner",
      targetId: String(id),
      actorEmail: t.accounts.admin.email,
      before: null,
      after: expect.objectContaining({ title: "Сезон 30", game: gameId }),
    });

    const changed = await admin(e.updateAdminGameBanner, {
      params: { id: String(id) },
      body: { title: "Сезон 31", position: 3 },
    });
    expect(changed.json).toMatchObject({ title: "Сезон 31", position: 3, description: "Новый\nсезон" });
    expect((await storefront.gameBanners())[0].title).toBe("Сезон 31");
    expect(await audit()).toMatchObject({
      action: "game_banner.update",
      before: expect.objectContaining({ title: "Сезон 30", position: 0 }),
      after: expect.objectContaining({ title: "Сезон 31", position: 3 }),
    });
    expect((await admin(e.listAdminGameBanners)).json).toMatchObject({ count: 1, results: [{ id }] });

    const deleted = await admin(e.deleteAdminGameBanner, { params: { id: String(id) } });
    expect(deleted.status).toBe(204);
    expect(await storefront.gameBanners()).toEqual([]);
    expect(await audit()).toMatchObject({
      action: "game_banner.delete",
      before: expect.objectContaining({ title: "Сезон 31" }),
      after: null,
    });
    expect((await admin(e.deleteAdminGameBanner, { params: { id: String(id) } })).status).toBe(404);
  });

  it("creates, changes and deletes a gift banner with an uploaded picture", async () => {
    expect(await storefront.giftBanners()).toEqual([]);
    const upload = (bytes: BlobPart, token = t.tokens.admin) => {
      const form = new FormData();
      form.append("image", new Blob([bytes]), "banner.webp");
      return callRouteMultipart(imagesRoute, "/api/admin/content/images/", {
        form,
        headers: { authorization: `Bearer ${token}` },
      });
    };
    expect((await upload(new Uint8Array(0))).json).toEqual({ image: ["Отправленный файл пуст."] });
    expect((await upload(new TextEncoder().encode("<svg onload=alert(1)>"))).status).toBe(400);
    expect((await upload(WEBP, t.tokens.support)).status).toBe(403);
    const uploaded = await upload(WEBP);
    expect(uploaded.status).toBe(201);
    const url = uploaded.json.url as string;
    expect(url).toMatch(/^\/api\/uploads\/catalogue\/[0-9a-f]{32}\.webp\/$/);
    expect(await audit()).toMatchObject({ action: "content.image_upload", after: { url } });

    const created = await admin(e.createAdminGiftBanner, {
      body: { title: "Скидки", gift: giftId, ...images("/images"), background_desktop: url },
    });
    expect(created.status).toBe(201);
    const id = String(created.json.id);
    expect(await storefront.giftBanners()).toEqual([
      expect.objectContaining({ title: "Скидки", gift: giftId, background_desktop: url }),
    ]);
    await admin(e.updateAdminGiftBanner, { params: { id }, body: { description: "До −50 %" } });
    expect((await storefront.giftBanners())[0].description).toBe("До −50 %");
    expect(await audit()).toMatchObject({ action: "gift_banner.update" });
    expect((await admin(e.deleteAdminGiftBanner, { params: { id } })).status).toBe(204);
    expect(await storefront.giftBanners()).toEqual([]);
    expect(await audit()).toMatchObject({ action: "gift_banner.delete", targetId: id });
  });

  it("saves an article's HTML without scripts or event handlers, shows it at once and deletes it", async () => {
    const text =
      '<h2>Оплата</h2><p onclick="steal()">Картой <b>или</b> СБП.</p><script>alert(1)</script>' +
      '<img src=x onerror="alert(1)"><a href="javascript:alert(1)">ссылка</a>';
    const created = await admin(e.createAdminArticle, {
      body: { slug: "payment", header: "Оплата", text },
    });
    expect(created.status).toBe(201);
    const clean = "<h2>Оплата</h2><p>Картой <b>или</b> СБП.</p><a>ссылка</a>";
    expect(created.json).toEqual({ slug: "payment", header: "Оплата", text: clean });
    expect((await storefront.article("payment")).json).toEqual(created.json);
    expect(JSON.stringify(await audit())).not.toMatch(/script|onerror|onclick|javascript/);

    const changed = await admin(e.updateAdminArticle, {
      params: { slug: "payment" },
      body: { text: "<p>Только СБП.</p>\n<script>x()</script>" },
    });
    expect(changed.json.text).toBe("<p>Только СБП.</p>\n");
    expect((await storefront.article("payment")).json.text).toBe("<p>Только СБП.</p>\n");
    expect(await audit()).toMatchObject({
      action: "article.update",
      targetId: "payment",
      before: { text: clean },
      after: { text: "<p>Только СБП.</p>\n" },
    });

    // A second article at the same address is refused; a row written around the console is still cleaned on read.
    expect(
      (await admin(e.createAdminArticle, { body: { slug: "payment", header: "x", text: "y" } })).json,
    ).toEqual({ slug: ["Статья с таким адресом уже существует."] });
    await t.db
      .insert(articles)
      .values({ slug: "raw", header: "Raw", text: "<p>ok</p><script>bad()</script>" });
    expect((await storefront.article("raw")).json.text).toBe("<p>ok</p>");

    expect((await admin(e.deleteAdminArticle, { params: { slug: "payment" } })).status).toBe(204);
    expect((await storefront.article("payment")).status).toBe(404);
    expect(await audit()).toMatchObject({ action: "article.delete", before: { slug: "payment" } });
  });

  it("creates, changes and deletes a FAQ entry of a game, listed by game", async () => {
    expect(await storefront.faq()).toEqual([]);
    const created = await admin(e.createAdminFaq, {
      body: { game: gameId, text: "Как получить UC?", answer: "Коды приходят\nна почту.", order: 1 },
    });
    expect(created.status).toBe(201);
    const id = created.json.id as number;
    expect(await storefront.faq()).toEqual([
      { id, game: gameId, text: "Как получить UC?", answer: "Коды приходят\nна почту.", order: 1 },
    ]);
    await admin(e.updateAdminFaq, { params: { id: String(id) }, body: { answer: "Сразу после оплаты." } });
    expect((await storefront.faq())[0].answer).toBe("Сразу после оплаты.");
    expect(await audit()).toMatchObject({
      action: "faq_item.update",
      before: expect.objectContaining({ answer: "Коды приходят\nна почту." }),
    });
    expect((await admin(e.listAdminFaq, { query: `game=${gameId}` })).json.count).toBe(1);
    expect((await admin(e.listAdminFaq, { query: `game=${gameId + 1000}` })).json.count).toBe(0);
    expect((await admin(e.deleteAdminFaq, { params: { id: String(id) } })).status).toBe(204);
    expect(await storefront.faq()).toEqual([]);
    expect(await audit()).toMatchObject({ action: "faq_item.delete" });
  });

  it("creates, changes and deletes requisites", async () => {
    await insertContact(t.db, { companyName: "ООО «Старое»" });
    expect((await storefront.contacts()).map((c: { company_name: string }) => c.company_name)).toEqual([
      "ООО «Старое»",
    ]);
    const body = {
      company_name: "ООО «ГеймКоин»",
      address: "Москва, Пресненская наб., 12",
      inn: "7701234560",
      company_id: "1257700123450",
      extra: "КПП 770101001\nE-mail: support@gamecoin.example",
    };
    const created = await admin(e.createAdminContact, { body });
    expect(created.status).toBe(201);
    const id = String(created.json.id);
    expect(await storefront.contacts()).toEqual([
      expect.objectContaining({ company_name: "ООО «Старое»" }),
      { ...body },
    ]);
    await admin(e.updateAdminContact, { params: { id }, body: { address: "Санкт-Петербург" } });
    expect((await storefront.contacts())[1].address).toBe("Санкт-Петербург");
    expect(await audit()).toMatchObject({
      action: "contact.update",
      before: expect.objectContaining({ address: body.address }),
      after: expect.objectContaining({ address: "Санкт-Петербург" }),
    });
    expect((await admin(e.deleteAdminContact, { params: { id } })).status).toBe(204);
    expect(await storefront.contacts()).toHaveLength(1);
  });

  it("refuses bad bodies field by field (400), unknown records (404) and support (403)", async () => {
    const banner = await admin(e.createAdminGameBanner, {
      body: { title: "", game: 999_999, ...images("/images"), foreground_mobile: "javascript:alert(1)" },
    });
    expect(banner.status).toBe(400);
    expect(fieldsOf(banner.json).sort()).toEqual(["foreground_mobile", "title"]);
    // The game is checked once the body is well-formed.
    expect(
      (await admin(e.createAdminGameBanner, { body: { title: "x", game: 999_999, ...images("/i") } })).json,
    ).toEqual({ game: ['Недопустимый первичный ключ "999999" - объект не существует.'] });
    expect((await admin(e.createAdminGameBanner, { body: { title: "x", ...images("/i") } })).json).toEqual({
      game: ["Выберите игру."],
    });
    expect(
      (await admin(e.createAdminArticle, { body: { slug: "../x", header: "x", text: "y" } })).json.slug,
    ).toBeDefined();
    const contact = await admin(e.createAdminContact, {
      body: { company_name: "x", address: "y", inn: "12", company_id: "abc" },
    });
    expect(fieldsOf(contact.json).sort()).toEqual(["company_id", "inn"]);
    expect((await admin(e.createAdminFaq, { body: { game: gameId, text: "?", answer: "" } })).json).toEqual({
      answer: ["Обязательное поле."],
    });
    expect((await admin(e.updateAdminFaq, { params: { id: "1" }, body: { picture: "x" } })).status).toBe(400);
    expect((await admin(e.updateAdminContact, { params: { id: "999999" }, body: {} })).status).toBe(404);
    expect(
      (
        await kit.callAdmin(e.createAdminFaq, {
          token: t.tokens.support,
          body: { game: gameId, text: "?", answer: "!" },
        })
      ).status,
    ).toBe(403);
    expect(await storefront.faq()).toEqual([]);
  });
});
