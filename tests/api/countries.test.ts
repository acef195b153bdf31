import * as countriesRoute from "@/app/api/payments/countries/route";
import * as activeRoute from "@/app/api/payments/countries/active/route";
import * as selectRoute from "@/app/api/payments/countries/active/select/route";
import { selectActiveCountry } from "@/lib/schemas/payments/country";
import { callRoute, FORM_TYPE, rawPost } from "../helpers/call-route";
import { startTestDb, testEngines, type TestDb } from "../helpers/test-db";
import {
  insertCountry,
  insertMethodGroup,
  insertPaymentMethod,
  linkMethod,
} from "./fixtures/insert-fixtures";
import { fieldsOf } from "../helpers/fields-of";

const SELECT_URL = "/api/payments/countries/active/select/";
const select = (body: unknown) => callRoute(selectRoute, SELECT_URL, { method: "POST", body });
/** A POST of a body as written (malformed JSON, a form) to the select route. */
const selectRaw = (rawBody: string, contentType?: string) =>
  callRoute(selectRoute, SELECT_URL, rawPost(rawBody, contentType));
const active = (cookie?: string) =>
  callRoute(activeRoute, "/api/payments/countries/active/", { headers: cookie ? { cookie } : {} });

describe.each(testEngines)("payment countries API on %s", (engine) => {
  let t: TestDb;
  let ru: { id: number };
  let kz: { id: number };
  beforeAll(async () => {
    t = await startTestDb({ engine, seed: false });
  });
  afterAll(() => t.close());

  it("with no countries: an empty list and 404 for the active one", async () => {
    expect((await callRoute(countriesRoute, "/api/payments/countries/")).json).toEqual([]);
    const res = await active();
    expect(res.status).toBe(404);
    expect(res.json.code).toBe("not_found");
  });

  describe("with countries", () => {
    beforeAll(async () => {
      kz = await insertCountry(t.db, {
        name: "Казахстан",
        flag: "/flags/kz.svg",
        currency: "KZT",
        rate: "0.180000",
        position: 2,
      });
      ru = await insertCountry(t.db, {
        name: "Россия",
        flag: "/flags/ru.svg",
        currency: "RUB",
        rate: "1.000000",
        position: 1,
        isDefault: true,
      });
      const card = await insertPaymentMethod(t.db, {
        name: "card",
        title: "Банковская карта",
        uri: "https://pay.example/card",
        fee: "2.50",
        fixFee: "10.00",
        minAmount: "100.00",
        icon: "/icons/card.svg",
        currencies: ["RUB", "KZT"],
        requiredFields: ["email"],
        canRetrievePaymentData: true,
      });
      const sbp = await insertPaymentMethod(t.db, {
        name: "sbp",
        title: "СБП",
        icon: "/icons/sbp.svg",
        isSecondary: true,
      });
      const wallet = await insertPaymentMethod(t.db, {
        name: "wallet",
        title: "Кошелёк",
        icon: "/icons/w.svg",
        isActive: false,
      });
      const wallets = await insertMethodGroup(t.db, ru.id, {
        name: "Кошельки",
        shortName: "wallets",
        order: 2,
      });
      const cards = await insertMethodGroup(t.db, ru.id, { name: "Карты", shortName: "cards", order: 1 });
      await insertMethodGroup(t.db, ru.id, { name: "Пустая", shortName: "empty", order: 3 });
      await linkMethod(t.db, cards.id, sbp.id, 2);
      await linkMethod(t.db, cards.id, card.id, 1);
      await linkMethod(t.db, wallets.id, wallet.id);
      const kzCards = await insertMethodGroup(t.db, kz.id, { name: "Карты KZ", shortName: "cards" });
      await linkMethod(t.db, kzCards.id, card.id);
    });

    it("lists countries as a plain list in display order", async () => {
      const res = await callRoute(countriesRoute, "/api/payments/countries/");
      expect(res.status).toBe(200);
      expect(res.json).toEqual([
        { id: ru.id, flag: "/flags/ru.svg", name: "Россия" },
        { id: kz.id, flag: "/flags/kz.svg", name: "Казахстан" },
      ]);
    });

    it("answers the default country with its method groups when no cookie is set", async () => {
      const res = await active();
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({
        id: ru.id,
        name: "Россия",
        flag: "/flags/ru.svg",
        currency: "RUB",
        rate: "1.000000",
      });
      expect(res.json.method_groups.map((g: { name: string }) => g.name)).toEqual([
        "Карты",
        "Кошельки",
        "Пустая",
      ]);
      const [cards, wallets, empty] = res.json.method_groups;
      expect(cards).toMatchObject({ short_name: "cards", order: 1 });
      expect(cards.methods.map((m: { name: string }) => m.name)).toEqual(["card", "sbp"]);
      expect(cards.methods[0]).toEqual({
        name: "card",
        title: "Банковская карта",
        uri: "https://pay.example/card",
        fee: "2.50",
        icon: "/icons/card.svg",
        is_active: true,
        min_amount: "100.00",
        fix_fee: "10.00",
        is_secondary: false,
        currencies: ["RUB", "KZT"],
        required_fields: ["email"],
        can_retrieve_payment_data: true,
      });
      expect(cards.methods[1]).toMatchObject({ is_secondary: true, fee: "0.00", currencies: ["RUB"] });
      expect(wallets.methods).toEqual([expect.objectContaining({ name: "wallet", is_active: false })]);
      expect(empty.methods).toEqual([]);
    });

    it("answers the country named by the country_id cookie", async () => {
      const res = await active(`country_id=${kz.id}`);
      expect(res.json).toMatchObject({ id: kz.id, currency: "KZT", rate: "0.180000" });
      expect(res.json.method_groups).toEqual([
        {
          name: "Карты KZ",
          short_name: "cards",
          order: 0,
          methods: [expect.objectContaining({ name: "card" })],
        },
      ]);
    });

    it.each(["country_id=abc", "country_id=999999", "country_id=-1", "country_id=99999999999999", "other=1"])(
      "falls back to the default country for cookie %s",
      async (cookie) => {
        const res = await active(cookie);
        expect(res.status).toBe(200);
        expect(res.json.id).toBe(ru.id);
      },
    );

    it("selects a country: sets the country_id cookie for a year and answers the active country", async () => {
      const res = await select({ country_id: kz.id });
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ id: kz.id, currency: "KZT" });
      expect(selectActiveCountry.response.safeParse(res.json).success).toBe(true);
      const cookie = res.headers.get("set-cookie") ?? "";
      expect(cookie).toContain(`country_id=${kz.id}`);
      expect(cookie).toContain("Path=/");
      expect(cookie).toContain("Max-Age=31536000");
      expect(cookie.toLowerCase()).toContain("samesite=lax");
      expect(cookie.toLowerCase()).not.toContain("httponly");
      // The browser sends it back and the active country follows.
      expect((await active(`country_id=${kz.id}`)).json.id).toBe(kz.id);
    });

    it("accepts the id as a numeric string, as DRF does", async () => {
      const res = await select({ country_id: String(ru.id) });
      expect(res.status).toBe(200);
      expect(res.json.id).toBe(ru.id);
    });

    it.each([
      ["an unknown id", { country_id: 999999 }],
      ["a missing id", {}],
      ["null", { country_id: null }],
      ["a boolean", { country_id: true }],
      ["a negative id", { country_id: -1 }],
      ["a fraction", { country_id: 1.5 }],
      ["a word", { country_id: "Россия" }],
      ["an object", { country_id: { id: 1 } }],
    ])("400 with a country_id error for %s", async (_, body) => {
      const res = await select(body);
      expect(res.status).toBe(400);
      expect(fieldsOf(res.json)).toEqual(["country_id"]);
      expect(res.json.country_id).toEqual([expect.any(String)]);
      expect(res.headers.get("set-cookie")).toBeNull();
    });

    it("names the unknown id in its error", async () => {
      const res = await select({ country_id: 999999 });
      expect(res.json.country_id[0]).toContain("999999");
    });

    it("400 for malformed JSON, 415 for a wrong content type, 405 for GET", async () => {
      const broken = await selectRaw('{"country_id": ');
      expect(broken.status).toBe(400);
      expect(broken.json.code).toBe("parse_error");
      const form = await selectRaw("country_id=1", FORM_TYPE);
      expect(form.status).toBe(415);
      const get = await callRoute(selectRoute, SELECT_URL);
      expect(get.status).toBe(405);
      expect(get.headers.get("allow")).toBe("POST");
      expect(
        (await callRoute(activeRoute, "/api/payments/countries/active/", { method: "POST", body: {} }))
          .status,
      ).toBe(405);
      expect((await callRoute(countriesRoute, "/api/payments/countries/", { method: "DELETE" })).status).toBe(
        405,
      );
    });

    it("413 for a huge body", async () => {
      const res = await selectRaw(JSON.stringify({ country_id: 1, pad: "x".repeat(100_000) }));
      expect(res.status).toBe(413);
    });
  });
});
