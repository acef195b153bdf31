// Review moderation: staff see every review (hidden ones too) with its order's state; a hidden review leaves the
// storefront's list and average at once and comes back when shown; each change is audited; reviews of delivered
// orders are marked as verified purchases on the storefront.
import * as feedbackRoute from "@/app/api/feedback/route";
import * as ratingRoute from "@/app/api/feedback/rating/route";
import type { AdminEndpoint } from "@/lib/schemas/admin/admin-endpoint";
import { adminEndpoints } from "@/lib/schemas/admin/admin-endpoints";
import { auditLog, feedback } from "@/lib/server/db/schema";
import { callRoute } from "../helpers/call-route";
import { testEngines } from "../helpers/test-db";
import { insertOrder } from "./fixtures/insert-fixtures";
import { callAdmin, startAdminTest, type AdminTestEnv } from "./admin-test-kit";

const { listAdminFeedback, hideFeedback, showFeedback } = adminEndpoints;

describe.each(testEngines)("console review moderation on %s", (engine) => {
  let t: AdminTestEnv;
  let rude: number;
  beforeAll(async () => {
    t = await startAdminTest(engine);
    const done = await insertOrder(t.db, { status: "done", email: "a@example.com" });
    const failed = await insertOrder(t.db, { status: "failed", email: "b@example.com" });
    await t.db.insert(feedback).values({ orderId: done.id, rating: 5, text: "Отлично" });
    [{ id: rude }] = await t.db
      .insert(feedback)
      .values({ orderId: failed.id, rating: 1, text: "Спам-ссылка" })
      .returning({ id: feedback.id });
  });
  afterAll(() => t.close());

  const storefront = async () => (await callRoute(feedbackRoute, "/api/feedback/")).json;
  const average = async () => (await callRoute(ratingRoute, "/api/feedback/rating/")).json.rating;
  const moderate = (e: AdminEndpoint, body: unknown = {}) =>
    callAdmin(e, { token: t.tokens.support, params: { id: String(rude) }, body });

  it("marks reviews of delivered orders as verified purchases", async () => {
    const list = await storefront();
    expect(
      list.results.map((r: { text: string; is_verified_purchase: boolean }) => [
        r.text,
        r.is_verified_purchase,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ["Отлично", true],
        ["Спам-ссылка", false],
      ]),
    );
    expect(await average()).toBe("3.00");
  });

  it("hides a review from the storefront at once and shows it again, auditing both", async () => {
    const hidden = await moderate(hideFeedback, { reason: "Реклама" });
    expect(hidden.status).toBe(200);
    expect(hidden.json).toMatchObject({
      id: rude,
      is_hidden: true,
      order_status: "failed",
      is_verified_purchase: false,
    });
    expect((await storefront()).count).toBe(1);
    expect(await average()).toBe("5.00");

    const all = await callAdmin(listAdminFeedback, { token: t.tokens.support, query: "is_hidden=true" });
    expect(all.json.results.map((r: { id: number }) => r.id)).toEqual([rude]);

    expect((await moderate(showFeedback)).json.is_hidden).toBe(false);
    expect((await storefront()).count).toBe(2);
    const entries = await t.db.select().from(auditLog);
    expect(entries.map((e) => [e.action, e.actorEmail])).toEqual([
      ["feedback.hide", t.accounts.support.email],
      ["feedback.show", t.accounts.support.email],
    ]);
    expect(entries[0].after).toEqual({ is_hidden: true, reason: "Реклама" });
  });

  it("answers 404 for an unknown review and refuses shoppers", async () => {
    expect(
      (await callAdmin(hideFeedback, { token: t.tokens.support, params: { id: "999999" }, body: {} })).status,
    ).toBe(404);
    expect((await callAdmin(listAdminFeedback, { token: t.tokens.shopper })).status).toBe(403);
  });
});
