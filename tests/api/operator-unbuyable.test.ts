// POST /api/operator/standoff/{id}/unbuyable/ over HTTP, so that its answer is checked against the OpenAPI
// document like every other endpoint's (standoff-queue.test.ts covers what the mark does to the order), and every
// mark made with the operator token is audited with its channel named.
import { and, eq } from "drizzle-orm";
import * as unbuyableRoute from "@/app/api/operator/standoff/[id]/unbuyable/route";
import * as standoffRoute from "@/app/api/orders/standoff/route";
import * as boughtRoute from "@/app/api/operator/standoff/[id]/bought/route";
import { auditLog, orderLines } from "@/lib/server/db/schema";
import { callRoute } from "../helpers/call-route";
import { suiteProcessEnv } from "../helpers/suite-env";
import { testEngines } from "../helpers/test-db";
import { runDeliveries } from "./fulfilment-test-kit";
import { newBrowser, request } from "./orders-test-kit";
import { attachAvatar, currentPayment, decide, pay, paymentSuite } from "./payments-test-kit";

const TOKEN = "operator-token-for-tests-0123456789abcdef";

describe.each(testEngines)("operator marks a Standoff line unbuyable on %s", (engine) => {
  const t = paymentSuite(engine);
  suiteProcessEnv({ OPERATOR_TOKEN: TOKEN });

  const auditOf = (orderId: number) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "order"), eq(auditLog.targetId, String(orderId))));

  async function paidStandoffLine() {
    const browser = newBrowser();
    const created = await request(browser, standoffRoute, "/api/orders/standoff/", {
      method: "POST",
      body: {
        products: [{ product_id: t.c.gold.id, quantity: 1 }],
        email: "so@example.com",
        game_account_id: "51234567",
      },
    });
    expect(created.status).toBe(201);
    const orderId = created.json.id as number;
    await attachAvatar(t.db, orderId);
    const paid = await pay(browser, "sandbox-card", { order_id: orderId, currency: "RUB" });
    if (paid.json.type !== "wait_order_state") {
      await decide((await currentPayment(t.db, orderId)).providerPaymentId, "approve");
    }
    await runDeliveries();
    const [line] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    expect(line.status).toBe("sending");
    return { orderId, lineId: line.id };
  }

  it("answers the order and the outcome: the shopper is asked to list the skin again", async () => {
    const { orderId, lineId } = await paidStandoffLine();
    const res = await callRoute(unbuyableRoute, `/api/operator/standoff/${lineId}/unbuyable/`, {
      method: "POST",
      body: { reason: "лот не найден" },
      headers: { "x-operator-token": TOKEN },
      params: { id: String(lineId) },
    });
    expect([res.status, res.json]).toEqual([200, { order_id: orderId, outcome: "incorrect-details" }]);
    expect(await auditOf(orderId)).toEqual([
      expect.objectContaining({
        action: "standoff.unbuyable",
        channel: "operator_api",
        actorId: null,
        actorEmail: "operator-token",
        after: { line_id: lineId, status: "incorrect-details", reason: "лот не найден" },
      }),
    ]);
  });

  it("audits a line marked bought with the operator token, naming the channel", async () => {
    const { orderId, lineId } = await paidStandoffLine();
    const res = await callRoute(boughtRoute, `/api/operator/standoff/${lineId}/bought/`, {
      method: "POST",
      body: { note: "куплено" },
      headers: { "x-operator-token": TOKEN },
      params: { id: String(lineId) },
    });
    expect([res.status, res.json]).toEqual([200, { order_id: orderId, outcome: "completed" }]);
    expect(await auditOf(orderId)).toEqual([
      expect.objectContaining({
        action: "standoff.bought",
        channel: "operator_api",
        actorEmail: "operator-token",
        before: { line_id: lineId, status: "sending" },
        after: { line_id: lineId, status: "completed", note: "куплено" },
      }),
    ]);
  });

  it("checks the token before the body: without it any body answers 404, so the call cannot be probed", async () => {
    for (const headers of [{}, { "x-operator-token": "wrong" }] as Record<string, string>[]) {
      const res = await callRoute(unbuyableRoute, "/api/operator/standoff/1/unbuyable/", {
        method: "POST",
        body: { reason: 42 },
        headers,
        params: { id: "1" },
      });
      expect([res.status, res.json]).toEqual([404, { detail: "Страница не найдена.", code: "not_found" }]);
    }
    // With the token, the same body is refused for what it is.
    const res = await callRoute(unbuyableRoute, "/api/operator/standoff/1/unbuyable/", {
      method: "POST",
      body: { reason: 42 },
      headers: { "x-operator-token": TOKEN },
      params: { id: "1" },
    });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ reason: [expect.any(String)] });
  });
});
