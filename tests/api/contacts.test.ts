import * as contactsRoute from "@/app/api/contacts/route";
import { callRoute } from "../helpers/call-route";
import { startTestDb, testEngines, type TestDb } from "../helpers/test-db";
import { insertContact } from "./fixtures/insert-fixtures";

describe.each(testEngines)("contacts API on %s", (engine) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await startTestDb({ engine, seed: false });
    await insertContact(t.db, {
      companyName: "ООО «Игровой магазин»",
      address: "Москва, ул. Примерная, 1",
      inn: "7701234567",
      companyId: "1027700123456",
      extra: "Поддержка: support@example.com",
    });
    await insertContact(t.db);
  });
  afterAll(() => t.close());

  it("lists requisites with snake_case keys", async () => {
    const res = await callRoute(contactsRoute, "/api/contacts/");
    expect(res.status).toBe(200);
    expect(res.json.count).toBe(2);
    expect(res.json.results[0]).toEqual({
      company_name: "ООО «Игровой магазин»",
      address: "Москва, ул. Примерная, 1",
      inn: "7701234567",
      company_id: "1027700123456",
      extra: "Поддержка: support@example.com",
    });
  });

  it("pages by page and page_size", async () => {
    const first = await callRoute(contactsRoute, "/api/contacts/?page_size=1");
    expect(first.json.next).toBe("http://localhost:3000/api/contacts/?page_size=1&page=2");
    const second = await callRoute(contactsRoute, "/api/contacts/?page_size=1&page=2");
    expect(second.json.previous).toBe("http://localhost:3000/api/contacts/?page_size=1");
    expect(second.json.next).toBeNull();
    const past = await callRoute(contactsRoute, "/api/contacts/?page=99999");
    expect(past.status).toBe(404);
    expect(past.json.detail).toBe("Неверная страница.");
    const huge = await callRoute(contactsRoute, "/api/contacts/?page=2147483647&page_size=100");
    expect(huge.status).toBe(404);
  });

  it("400 for bad paging, 405 for other methods", async () => {
    const bad = await callRoute(contactsRoute, "/api/contacts/?page=-3");
    expect(bad.status).toBe(400);
    expect(bad.json.page).toHaveLength(1);
    const del = await callRoute(contactsRoute, "/api/contacts/", { method: "DELETE" });
    expect(del.status).toBe(405);
  });
});
