// Staff resending an order's e-mail and correcting its delivery details: the order's page lists the e-mails its
// queue sent (template, subject, recipient, state), a resend is a new send-mail job that the mail worker delivers
// to the outbox; a corrected line goes back through the delivery job and the sandbox provider delivers it; both
// are audited, allowed to support, and refuse what does not apply.
import { eq } from "drizzle-orm";
import type { AdminEndpoint } from "@/lib/schemas/admin/admin-endpoint";
import { adminEndpoints } from "@/lib/schemas/admin/admin-endpoints";
import { orderLines, orders } from "@/lib/server/db/schema";
import { testEngines } from "../helpers/test-db";
import { outbox } from "./auth-test-kit";
import { callAdmin, startAdminTest, type AdminTestEnv } from "./admin-test-kit";
import { runDeliveries } from "./fulfilment-test-kit";
import { insertGame, insertOrder, insertOrderLine, insertProduct } from "./fixtures/insert-fixtures";
import { fieldsOf } from "../helpers/fields-of";

const { getAdminOrder, markOrderDelivered, resendOrderEmail, correctOrderDelivery } = adminEndpoints;

type Mail = {
  id: string;
  template: string;
  subject: string;
  to: string;
  state: string;
  resent_from: string | null;
};
type AuditEntry = { action: string; actor_email: string; before: unknown; after: unknown };

describe.each(testEngines)("console order e-mails and delivery corrections on %s", (engine) => {
  let t: AdminTestEnv;
  let supplyProduct: number;
  let pubgProduct: number;
  beforeAll(async () => {
    t = await startAdminTest(engine, { SANDBOX_FULFILMENT_DELAY_MS: "0" });
    const supply = await insertGame(t.db, { kind: "supply" });
    supplyProduct = (await insertProduct(t.db, supply.id, { price: "100.00" })).id;
    const pubg = await insertGame(t.db, { kind: "pubg" });
    pubgProduct = (await insertProduct(t.db, pubg.id, { price: "100.00", amountUc: 60 })).id;
  });
  afterAll(() => t.close());

  const post = (e: AdminEndpoint, id: number, body: unknown, token = t.tokens.support) =>
    callAdmin(e, { token, params: { id: String(id) }, body });
  const record = async (id: number) =>
    (await callAdmin(getAdminOrder, { token: t.tokens.support, params: { id: String(id) } })).json as {
      emails: Mail[];
      audit: AuditEntry[];
    };
  const lineOf = async (id: number) => (await t.db.select().from(orderLines).where(eq(orderLines.id, id)))[0];
  const orderOf = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];

  /** A PUBG order delivered by hand: its delivery job settles it and queues the "delivered" e-mail. */
  async function deliveredOrder(email: string) {
    const order = await insertOrder(t.db, { status: "sending", email, total: "100.00" });
    const line = await insertOrderLine(t.db, order.id, pubgProduct, { status: "sending" });
    await post(markOrderDelivered, order.id, { line_id: line.id, code: "CODE-1" });
    await runDeliveries();
    return order;
  }

  it("lists the order's e-mails and resends one through the mail queue, audited", async () => {
    const order = await deliveredOrder("buyer@example.com");
    const queued = (await record(order.id)).emails;
    expect(queued).toEqual([
      expect.objectContaining({
        template: "delivered",
        to: "buyer@example.com",
        state: "created",
        sent: null,
      }),
    ]);
    expect(queued[0].subject).toContain(`№${order.id} выполнен`);
    const before = (await outbox()).length;
    const [sent] = (await record(order.id)).emails;
    expect(sent).toMatchObject({ state: "completed", sent: expect.any(String) });

    const res = await post(resendOrderEmail, order.id, { email_id: sent.id, reason: "Не дошло" });
    expect(res.status).toBe(202);
    expect(res.json).toEqual({
      id: order.id,
      email: expect.objectContaining({ template: "delivered", state: "created", resent_from: sent.id }),
    });
    // Delivered by the mail worker like any e-mail: a new outbox entry with the same message.
    const mails = await outbox();
    expect(mails).toHaveLength(before + 1);
    expect(mails[0]).toMatchObject({ to: "buyer@example.com", subject: sent.subject });
    const after = await record(order.id);
    expect(after.emails.map((m) => [m.state, m.resent_from])).toEqual([
      ["completed", null],
      ["completed", sent.id],
    ]);
    expect(after.audit.at(-1)).toMatchObject({
      action: "order.resend_email",
      actor_email: t.accounts.support.email,
      before: { email_id: sent.id, template: "delivered", to: "buyer@example.com", state: "completed" },
      after: { email_id: res.json.email.id, to: "buyer@example.com", reason: "Не дошло" },
    });
  });

  it("refuses an e-mail of another order, a malformed id, an unknown order and a shopper", async () => {
    const mine = await deliveredOrder("one@example.com");
    const other = await deliveredOrder("two@example.com");
    const [theirs] = (await record(other.id)).emails;
    const foreign = await post(resendOrderEmail, mine.id, { email_id: theirs.id });
    expect(foreign.status).toBe(400);
    expect(fieldsOf(foreign.json)).toEqual(["email_id"]);
    expect((await post(resendOrderEmail, mine.id, { email_id: "nope" })).status).toBe(400);
    expect((await post(resendOrderEmail, 999_999, { email_id: theirs.id })).status).toBe(404);
    const shopper = await post(resendOrderEmail, other.id, { email_id: theirs.id }, t.tokens.shopper);
    expect(shopper.status).toBe(403);
    expect((await record(mine.id)).audit.map((a) => a.action)).toEqual(["order.mark_delivered"]);
  });

  /** A paid supply-channel order whose line the provider refused for an unknown player id. */
  async function refusedSupplyOrder() {
    const order = await insertOrder(t.db, {
      kind: "supply",
      status: "sending",
      email: "gamer@example.com",
      supplyUserId: "555550000",
      total: "100.00",
    });
    const line = await insertOrderLine(t.db, order.id, supplyProduct, {
      status: "incorrect-details",
      provider: "sandbox-supply",
      deliveryError: "Игрок не найден",
      deliveryData: { field: "supplyUserId" },
    });
    return { order, line };
  }

  it("corrects a refused player id and the sandbox provider delivers the line, audited before and after", async () => {
    const { order, line } = await refusedSupplyOrder();
    const res = await post(correctOrderDelivery, order.id, {
      line_id: line.id,
      moogold_user_id: " 55555123 ",
      reason: "Покупатель прислал верный id",
    });
    expect(res.status).toBe(202);
    expect(res.json).toEqual({ id: order.id, status: "sending", line_ids: [line.id], is_queued: true });
    expect(await lineOf(line.id)).toMatchObject({ status: "sending", deliveryError: null });
    await runDeliveries();
    expect(await lineOf(line.id)).toMatchObject({ status: "completed", provider: "sandbox-supply" });
    expect(await orderOf(order.id)).toMatchObject({ status: "done", supplyUserId: "55555123" });
    expect((await record(order.id)).audit).toEqual([
      expect.objectContaining({
        action: "order.correct_delivery",
        actor_email: t.accounts.support.email,
        before: expect.objectContaining({
          moogold_user_id: "555550000",
          lines: [{ id: line.id, status: "incorrect-details", delivery_error: "Игрок не найден" }],
        }),
        after: expect.objectContaining({
          moogold_user_id: "55555123",
          lines: [{ id: line.id, status: "sending" }],
          reason: "Покупатель прислал верный id",
        }),
      }),
    ]);
  });

  it("refuses invalid details, another kind's field, a line that needs nothing and a final order", async () => {
    const { order, line } = await refusedSupplyOrder();
    const empty = await post(correctOrderDelivery, order.id, { line_id: line.id, moogold_user_id: "" });
    expect(empty.status).toBe(400);
    expect(fieldsOf(empty.json)).toEqual(["moogold_user_id"]);
    const control = await post(correctOrderDelivery, order.id, {
      line_id: line.id,
      moogold_user_id: "a\u0001b",
    });
    expect(fieldsOf(control.json)).toEqual(["moogold_user_id"]);
    const foreign = await post(correctOrderDelivery, order.id, {
      line_id: line.id,
      steam_account_id: "login",
    });
    expect(foreign.status).toBe(400);
    expect(fieldsOf(foreign.json)).toEqual(["steam_account_id"]);
    expect((await post(correctOrderDelivery, order.id, {})).json).toHaveProperty("line_id");
    // Nothing was saved by the refusals.
    expect(await orderOf(order.id)).toMatchObject({ supplyUserId: "555550000" });
    expect((await record(order.id)).audit).toEqual([]);

    const done = await deliveredOrder("done@example.com");
    const [doneLine] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, done.id));
    const final = await post(correctOrderDelivery, done.id, {
      line_id: doneLine.id,
      email: "new@example.com",
    });
    expect(final.status).toBe(400);
    expect(final.json.non_field_errors[0]).toMatch(/статус: done/);
    const other = await refusedSupplyOrder();
    const completed = await insertOrderLine(t.db, other.order.id, supplyProduct, { status: "completed" });
    const wrongLine = await post(correctOrderDelivery, other.order.id, { line_id: completed.id });
    expect(fieldsOf(wrongLine.json)).toEqual(["line_id"]);
    expect((await post(correctOrderDelivery, 999_999, { line_id: 1 })).status).toBe(404);
  });

  it("lets an admin correct the e-mail of a line whose delivery failed", async () => {
    const order = await insertOrder(t.db, { status: "sending", email: "typo@example", total: "100.00" });
    const line = await insertOrderLine(t.db, order.id, pubgProduct, {
      status: "sending",
      deliveryError: "timeout",
    });
    const res = await post(
      correctOrderDelivery,
      order.id,
      { line_id: line.id, email: "fixed@example.com" },
      t.tokens.admin,
    );
    expect(res.status).toBe(202);
    expect(await orderOf(order.id)).toMatchObject({ email: "fixed@example.com" });
    expect(await lineOf(line.id)).toMatchObject({ status: "sending", deliveryError: null });
  });
});
