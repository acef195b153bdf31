import * as feedbackRoute from "@/app/api/feedback/route";
import * as ratingRoute from "@/app/api/feedback/rating/route";
import { callRoute } from "../helpers/call-route";
import { startTestDb, testEngines, type TestDb } from "../helpers/test-db";
import { orderEvents } from "@/lib/server/db/schema";
import { insertFeedback, insertOrder } from "./fixtures/insert-fixtures";
import { fieldsOf } from "../helpers/fields-of";

describe.each(testEngines)("feedback API on %s", (engine) => {
  let t: TestDb;
  const orderIds: number[] = [];
  beforeAll(async () => {
    t = await startTestDb({ engine, seed: false });
  });
  afterAll(() => t.close());

  it("rating is null and the list empty while there are no reviews", async () => {
    const rating = await callRoute(ratingRoute, "/api/feedback/rating/");
    expect(rating.status).toBe(200);
    expect(rating.json).toEqual({ rating: null });
    const list = await callRoute(feedbackRoute, "/api/feedback/");
    expect(list.json).toEqual({ count: 0, next: null, previous: null, results: [] });
  });

  describe("with reviews", () => {
    beforeAll(async () => {
      const reviews = [
        { rating: 5, text: "Быстро", created: new Date("2024-03-01T10:00:00Z") },
        { rating: 5, text: "Отлично", created: new Date("2024-03-03T10:00:00Z") },
        { rating: 4, text: "Хорошо", created: new Date("2024-03-02T10:00:00Z") },
      ];
      for (const r of reviews) {
        const order = await insertOrder(t.db, { status: "done" });
        orderIds.push(order.id);
        await insertFeedback(t.db, order.id, r);
      }
      // "Отлично" reviews an order delivered 94.2 s after it was paid; the others have no timeline.
      const paidAt = new Date("2024-03-03T09:00:00Z");
      await t.db.insert(orderEvents).values([
        { orderId: orderIds[1], status: "paid", created: paidAt },
        { orderId: orderIds[1], status: "done", created: new Date(paidAt.getTime() + 94_200) },
      ]);
    });

    it("lists reviews newest first", async () => {
      const res = await callRoute(feedbackRoute, "/api/feedback/");
      expect(res.status).toBe(200);
      expect(res.json.count).toBe(3);
      expect(res.json.results.map((f: { text: string }) => f.text)).toEqual(["Отлично", "Хорошо", "Быстро"]);
      expect(res.json.results[0]).toEqual({
        id: expect.any(Number),
        order: orderIds[1],
        text: "Отлично",
        rating: 5,
        created: "2024-03-03T10:00:00.000Z",
        is_verified_purchase: true,
        delivery_seconds: 95,
      });
      expect(res.json.results[1].delivery_seconds).toBeNull();
    });

    it("pages by limit and offset", async () => {
      const first = await callRoute(feedbackRoute, "/api/feedback/?limit=2");
      expect(first.json.next).toBe("http://localhost:3000/api/feedback/?limit=2&offset=2");
      expect(first.json.previous).toBeNull();
      const last = await callRoute(feedbackRoute, "/api/feedback/?limit=2&offset=2");
      expect(last.json.next).toBeNull();
      expect(last.json.previous).toBe("http://localhost:3000/api/feedback/?limit=2");
      expect(last.json.results.map((f: { text: string }) => f.text)).toEqual(["Быстро"]);
    });

    it("averages all ratings as a two-place decimal string", async () => {
      const res = await callRoute(ratingRoute, "/api/feedback/rating/");
      expect(res.json).toEqual({ rating: "4.67" });
    });

    it("400 for bad paging, 405 for other methods", async () => {
      const bad = await callRoute(feedbackRoute, "/api/feedback/?limit=-1&offset=x");
      expect(bad.status).toBe(400);
      expect(fieldsOf(bad.json).sort()).toEqual(["limit", "offset"]);
      const post = await callRoute(ratingRoute, "/api/feedback/rating/", { method: "POST", body: {} });
      expect(post.status).toBe(405);
      expect((await callRoute(feedbackRoute, "/api/feedback/", { method: "PATCH", body: {} })).status).toBe(
        405,
      );
    });
  });
});
