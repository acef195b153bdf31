import * as giftsRoute from "@/app/api/gifts/route";
import * as giftRoute from "@/app/api/gifts/[id]/route";
import * as discountedRoute from "@/app/api/gifts/discounted/route";
import * as newRoute from "@/app/api/gifts/new/route";
import { callRoute } from "../helpers/call-route";
import { startTestDb, testEngines, type TestDb } from "../helpers/test-db";
import { insertGift } from "./fixtures/insert-fixtures";
import { fieldsOf } from "../helpers/fields-of";

type Gift = { id: number; title: string };

describe.each(testEngines)("gifts API on %s", (engine) => {
  let t: TestDb;
  const ids: Record<string, number> = {};
  const titles = async (url: string) => {
    const res = await callRoute(giftsRoute, url);
    expect(res.status).toBe(200);
    return (res.json.results as Gift[]).map((g) => g.title);
  };

  beforeAll(async () => {
    t = await startTestDb({ engine, seed: false });
    const rows = [
      await insertGift(t.db, {
        title: "Alpha Quest",
        type: "game",
        region: "ru",
        price: "300.00",
        created: new Date("2024-01-01T00:00:00Z"),
        isMain: true,
        description: "Приключение",
        tags: ["rpg", "open-world"],
      }),
      await insertGift(t.db, {
        title: "Beta DLC",
        type: "dlc",
        region: "cis",
        price: "100.00",
        discountPercent: 20,
        discountPrice: "80.00",
        created: new Date("2024-02-01T00:00:00Z"),
        isOldClassic: true,
      }),
      await insertGift(t.db, {
        title: "Gamma Edition",
        type: "edition",
        region: "world",
        price: "900.00",
        discountPrice: "700.00",
        created: new Date("2024-03-01T00:00:00Z"),
      }),
      await insertGift(t.db, {
        title: "Delta 100%_off",
        type: "game",
        region: "ru_cis",
        price: "200.00",
        description: "Sequel to Alpha Quest",
        created: new Date("2024-04-01T00:00:00Z"),
      }),
      await insertGift(t.db, {
        title: "Alpha Hidden",
        region: "ru",
        isActive: false,
        created: new Date("2024-05-01T00:00:00Z"),
      }),
    ];
    for (const r of rows) ids[r.title] = r.id;
  });
  afterAll(() => t.close());

  it("lists only active gifts, newest first, in the RokkyGift wire shape", async () => {
    const res = await callRoute(giftsRoute, "/api/gifts/");
    expect(res.status).toBe(200);
    expect(res.json.count).toBe(4);
    expect(res.json.next).toBeNull();
    expect(res.json.previous).toBeNull();
    expect(res.json.results.map((g: Gift) => g.title)).toEqual([
      "Delta 100%_off",
      "Gamma Edition",
      "Beta DLC",
      "Alpha Quest",
    ]);
    expect(res.json.results[2]).toEqual({
      resourcetype: "RokkyGift",
      id: ids["Beta DLC"],
      title: "Beta DLC",
      type: "dlc",
      price: "100.00",
      region: "cis",
      cashback: "0.00",
      logo: "/images/gift.png",
      discount_price: "80.00",
      discount_percent: 20,
    });
  });

  it("pages by limit and offset with absolute next and previous URLs", async () => {
    const first = await callRoute(giftsRoute, "/api/gifts/?limit=2&ordering=price");
    expect(first.json.count).toBe(4);
    expect(first.json.previous).toBeNull();
    expect(first.json.next).toBe("http://localhost:3000/api/gifts/?limit=2&ordering=price&offset=2");
    expect(first.json.results.map((g: Gift) => g.title)).toEqual(["Beta DLC", "Delta 100%_off"]);

    const last = await callRoute(giftsRoute, "/api/gifts/?limit=2&ordering=price&offset=2");
    expect(last.json.next).toBeNull();
    expect(last.json.previous).toBe("http://localhost:3000/api/gifts/?limit=2&ordering=price");
    expect(last.json.results.map((g: Gift) => g.title)).toEqual(["Alpha Quest", "Gamma Edition"]);

    const middle = await callRoute(giftsRoute, "/api/gifts/?limit=1&offset=2");
    expect(middle.json.previous).toBe("http://localhost:3000/api/gifts/?limit=1&offset=1");

    const past = await callRoute(giftsRoute, "/api/gifts/?limit=2&offset=50");
    expect(past.status).toBe(200);
    expect(past.json.results).toEqual([]);
    expect(past.json.count).toBe(4);
  });

  it.each([
    ["is_discounted=true", ["Gamma Edition", "Beta DLC"]],
    ["is_discounted=1", ["Gamma Edition", "Beta DLC"]],
    ["is_discounted=false", ["Delta 100%_off", "Alpha Quest"]],
    ["is_discounted=0", ["Delta 100%_off", "Alpha Quest"]],
    ["is_main=true", ["Alpha Quest"]],
    ["is_main=False", ["Delta 100%_off", "Gamma Edition", "Beta DLC"]],
    ["is_old_classic=1", ["Beta DLC"]],
    ["region=ru", ["Alpha Quest"]],
    ["region=ru,cis", ["Beta DLC", "Alpha Quest"]],
    ["region=ru&region=world", ["Gamma Edition", "Alpha Quest"]],
    ["region=ru_cis", ["Delta 100%_off"]],
    ["type=dlc", ["Beta DLC"]],
    ["type=edition,game", ["Delta 100%_off", "Gamma Edition", "Alpha Quest"]],
    ["search=alpha", ["Delta 100%_off", "Alpha Quest"]],
    ["search=%25", ["Delta 100%_off"]],
    ["search=0%25_o", ["Delta 100%_off"]],
    ["search=_", ["Delta 100%_off"]],
    ["search=%20%20", ["Delta 100%_off", "Gamma Edition", "Beta DLC", "Alpha Quest"]],
    ["title_exact=Beta%20DLC", ["Beta DLC"]],
    ["title_exact=beta%20dlc", []],
    ["title_icontains=EDIT", ["Gamma Edition"]],
    ["title_icontains=hidden", []],
    ["type=game&region=ru&is_main=true", ["Alpha Quest"]],
    ["is_main=&region=&ordering=", ["Delta 100%_off", "Gamma Edition", "Beta DLC", "Alpha Quest"]],
  ])("filters by %s", async (qs, expected) => {
    expect(await titles(`/api/gifts/?${qs}`)).toEqual(expected);
  });

  it.each([
    ["price", ["Beta DLC", "Delta 100%_off", "Alpha Quest", "Gamma Edition"]],
    ["-price", ["Gamma Edition", "Alpha Quest", "Delta 100%_off", "Beta DLC"]],
    ["created", ["Alpha Quest", "Beta DLC", "Gamma Edition", "Delta 100%_off"]],
    ["-created", ["Delta 100%_off", "Gamma Edition", "Beta DLC", "Alpha Quest"]],
    ["title", ["Alpha Quest", "Beta DLC", "Delta 100%_off", "Gamma Edition"]],
    ["-title", ["Gamma Edition", "Delta 100%_off", "Beta DLC", "Alpha Quest"]],
    ["discount_percent", ["Alpha Quest", "Gamma Edition", "Delta 100%_off", "Beta DLC"]],
    ["-discount_percent", ["Beta DLC", "Delta 100%_off", "Gamma Edition", "Alpha Quest"]],
    ["-discount_percent,price", ["Beta DLC", "Delta 100%_off", "Alpha Quest", "Gamma Edition"]],
  ])("orders by %s", async (ordering, expected) => {
    expect(await titles(`/api/gifts/?ordering=${ordering}`)).toEqual(expected);
  });

  it.each([
    ["ordering=popularity", "ordering"],
    ["ordering=price,-id", "ordering"],
    ["region=mars", "region"],
    ["region=ru,,mars", "region"],
    ["type=bundle", "type"],
    ["is_discounted=yes", "is_discounted"],
    ["limit=-1", "limit"],
    ["limit=0", "limit"],
    ["limit=100000", "limit"],
    ["limit=abc", "limit"],
    ["offset=-5", "offset"],
    ["offset=99999999999", "offset"],
    ["search=a%00b", "search"],
    ["title_exact=%00", "title_exact"],
    ["title_icontains=x%00", "title_icontains"],
    ["search=<10 kB>", "search"],
    ["title_icontains=<5000 Cyrillic letters>", "title_icontains"],
    ["region=<10 kB>", "region"],
  ])("refuses %s with a 400 field error", async (label, field) => {
    const long: Record<string, string> = {
      "search=<10 kB>": `search=${"x".repeat(10_000)}`,
      "title_icontains=<5000 Cyrillic letters>": `title_icontains=${encodeURIComponent("ы".repeat(5_000))}`,
      "region=<10 kB>": `region=${"ru,".repeat(3_400)}`,
    };
    const res = await callRoute(giftsRoute, `/api/gifts/?${long[label] ?? label}`);
    expect(res.status).toBe(400);
    expect(fieldsOf(res.json)).toEqual([field]);
    expect(res.json[field]).toEqual([expect.any(String)]);
  });

  it("names the unknown ordering in its error", async () => {
    const res = await callRoute(giftsRoute, "/api/gifts/?ordering=popularity");
    expect(res.json.ordering[0]).toContain("popularity");
  });

  it("shows discounted gifts, biggest discount first", async () => {
    const res = await callRoute(discountedRoute, "/api/gifts/discounted/");
    expect(res.status).toBe(200);
    expect(res.json.count).toBe(2);
    expect(res.json.results.map((g: Gift) => g.title)).toEqual(["Beta DLC", "Gamma Edition"]);
    const paged = await callRoute(discountedRoute, "/api/gifts/discounted/?limit=1");
    expect(paged.json.next).toBe("http://localhost:3000/api/gifts/discounted/?limit=1&offset=1");
    expect((await callRoute(discountedRoute, "/api/gifts/discounted/?offset=-1")).status).toBe(400);
  });

  it("shows new gifts, newest first", async () => {
    const res = await callRoute(newRoute, "/api/gifts/new/?limit=3");
    expect(res.status).toBe(200);
    expect(res.json.count).toBe(4);
    expect(res.json.results.map((g: Gift) => g.title)).toEqual([
      "Delta 100%_off",
      "Gamma Edition",
      "Beta DLC",
    ]);
    expect(res.json.next).toBe("http://localhost:3000/api/gifts/new/?limit=3&offset=3");
    expect((await callRoute(newRoute, "/api/gifts/new/?limit=101")).status).toBe(400);
  });

  it("answers a gift detail with description, tags and created", async () => {
    const id = String(ids["Alpha Quest"]);
    const res = await callRoute(giftRoute, `/api/gifts/${id}/`, { params: { id } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      resourcetype: "RokkyGift",
      id: ids["Alpha Quest"],
      title: "Alpha Quest",
      description: "Приключение",
      tags: ["rpg", "open-world"],
      created: "2024-01-01T00:00:00.000Z",
      discount_price: null,
    });
  });

  it.each(["inactive", "999999", "abc", "-1", "0", "1.5", "99999999999"])(
    "404 for gift id %s",
    async (raw) => {
      const id = raw === "inactive" ? String(ids["Alpha Hidden"]) : raw;
      const res = await callRoute(giftRoute, `/api/gifts/${id}/`, { params: { id } });
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ detail: expect.any(String), code: "not_found" });
    },
  );

  it("answers 405 with Allow: GET for other methods", async () => {
    for (const [mod, url] of [
      [giftsRoute, "/api/gifts/"],
      [discountedRoute, "/api/gifts/discounted/"],
      [newRoute, "/api/gifts/new/"],
    ] as const) {
      const res = await callRoute(mod, url, { method: "POST", body: {} });
      expect(res.status).toBe(405);
      expect(res.headers.get("allow")).toBe("GET");
    }
    const del = await callRoute(giftRoute, "/api/gifts/1/", { method: "DELETE", params: { id: "1" } });
    expect(del.status).toBe(405);
    expect(del.json.code).toBe("method_not_allowed");
  });
});
