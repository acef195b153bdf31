// POST /api/operator/standoff/{id}/unbuyable/ over HTTP, so that its answer is checked against the OpenAPI
// document like every other endpoint's (standoff-queue.test.ts covers what the mark does to the order).
import { eq } from "drizzle-orm";
import * as unbuyableRoute from "@/app/api/operator/standoff/[id]/unbuyable/route";
import * as standoffRoute from "@/app/api/orders/standoff/route";
import { orderLines } from "@/lib/server/db/schema";
import { callRoute } from "../helpers/call-route";
import { suiteProcessEnv } from "../helpers/suite-env";
import { testEngines } from "../helpers/test-db";
import { runDeliveries } from "./fulfilment-test-kit";
import { newBrowser, request } from "./orders-test-kit";
import { currentPayment, decide, pay, paymentSuite } from "./payments-test-kit";

const TOKEN = "operator-token-for-tests-0123456789abcdef";

describe.each(testEngines)("operator marks a Standoff line unbuyable on %s", (engine) => {
  const t = paymentSuite(engine);
  suiteProcessEnv({ OPERATOR_TOKEN: TOKEN });

  it("answers the order and the outcome: the shopper is asked to list the skin again", async () => {
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
    const paid = await pay(browser, "sandbox-card", { order_id: orderId, currency: "RUB" });
    if (paid.json.type !== "wait_order_state") {
      await decide((await currentPayment(t.db, orderId)).providerPaymentId, "approve");
    }
    await runDeliveries();
    const [line] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    expect(line.status).toBe("sending");

    const res = await callRoute(unbuyableRoute, `/api/operator/standoff/${line.id}/unbuyable/`, {
      method: "POST",
      body: { reason: "лот не найден" },
      headers: { "x-operator-token": TOKEN },
      params: { id: String(line.id) },
    });
    expect([res.status, res.json]).toEqual([200, { order_id: orderId, outcome: "incorrect-details" }]);
  });
});
