import * as articleRoute from "@/app/api/articles/[slug]/route";
import { callRoute } from "../helpers/call-route";
import { startTestDb, testEngines, type TestDb } from "../helpers/test-db";
import { insertArticle } from "./fixtures/insert-fixtures";
import { fieldsOf } from "../helpers/fields-of";

const get = (slug: string) =>
  callRoute(articleRoute, `/api/articles/${encodeURIComponent(slug)}/`, { params: { slug } });

describe.each(testEngines)("articles API on %s", (engine) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await startTestDb({ engine, seed: false });
    await insertArticle(t.db, {
      slug: "offer",
      header: "Публичная оферта",
      text:
        '<h2>Условия</h2><p>Текст <strong>важный</strong> <a href="https://example.com/x" target="_blank">ссылка</a> ' +
        '<a href="javascript:alert(1)">плохая</a> <a href="mailto:help@example.com">почта</a></p>' +
        '<script>alert("xss")</script><img src="x" onerror="alert(1)"><ul><li onclick="evil()">один</li></ul>' +
        '<iframe src="https://evil.example"></iframe><p style="color:red">стиль</p>',
    });
  });
  afterAll(() => t.close());

  it("answers the article with its HTML sanitised", async () => {
    const res = await get("offer");
    expect(res.status).toBe(200);
    expect(fieldsOf(res.json).sort()).toEqual(["header", "slug", "text"]);
    expect(res.json.slug).toBe("offer");
    expect(res.json.header).toBe("Публичная оферта");
    const html: string = res.json.text;
    expect(html).toContain("<h2>Условия</h2>");
    expect(html).toContain("<strong>важный</strong>");
    expect(html).toContain("<ul><li>один</li></ul>");
    expect(html).toContain(
      '<a href="https://example.com/x" target="_blank" rel="noopener noreferrer">ссылка</a>',
    );
    expect(html).toContain('<a href="mailto:help@example.com">почта</a>');
    expect(html).toContain("<p>стиль</p>");
    for (const bad of [
      "<script",
      "alert",
      "onerror",
      "onclick",
      "javascript:",
      "<iframe",
      "<img",
      "style=",
    ]) {
      expect(html).not.toContain(bad);
    }
  });

  it.each(["missing", "../offer", "a b", "x".repeat(101), "офер"])("404 for slug %s", async (slug) => {
    const res = await get(slug);
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ detail: expect.any(String), code: "not_found" });
  });

  it("405 for other methods", async () => {
    const res = await callRoute(articleRoute, "/api/articles/offer/", {
      method: "PUT",
      body: {},
      params: { slug: "offer" },
    });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET");
  });
});
