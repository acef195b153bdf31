// The console's orders: the table's server-side filters, sorting and paging, an order's full record, the retry of
// a stuck delivery (job and audit entry together) and the audit log that shows it.
import { sql } from "drizzle-orm";
import { auditLog, orderEvents, paymentLedger, products } from "@/lib/server/db/schema";
import { QUEUES } from "@/lib/server/jobs/queues";
import { adminEndpoints } from "@/lib/schemas/admin/admin-endpoints";
import { testEngines } from "../helpers/test-db";
import {
  insertGame,
  insertOrder,
  insertOrderLine,
  insertPayment,
  insertProduct,
} from "./fixtures/insert-fixtures";
import { callAdmin, startAdminTest, type AdminTestEnv } from "./admin-test-kit";
import { fieldsOf } from "../helpers/fields-of";

const { listAdminOrders, getAdminOrder, retryOrderDelivery, listAuditLog } = adminEndpoints;
type Row = { id: number };

describe.each(testEngines)("console orders on %s", (engine) => {
  let t: AdminTestEnv;
  let ids: Record<string, number>;
  let hashOfPaid: string;

  const list = async (query: string, token = t.tokens.support) => {
    const res = await callAdmin(listAdminOrders, { token, query });
    return res;
  };
  const idsOf = (res: { json: { results: Row[] } }) => res.json.results.map((r) => r.id);

  beforeAll(async () => {
    t = await startAdminTest(engine);
    const game = await insertGame(t.db, { kind: "pubg", title: "PUBG Mobile" });
    const product = await insertProduct(t.db, game.id, { title: "60 UC" });
    const at = (day: number) => new Date(`2026-03-0${day}T10:00:00Z`);
    const paid = await insertOrder(t.db, {
      status: "paid",
      email: "Ivan_100%@Example.com",
      gameId: game.id,
      total: "300.00",
      gameAccountId: "5123456789",
      paymentMethod: "sbp",
      created: at(1),
    });
    const done = await insertOrder(t.db, {
      status: "done",
      kind: "steam",
      email: "olga@example.com",
      total: "1500.00",
      steamAccountId: "olga_steam",
      paymentMethod: "card",
      created: at(2),
    });
    const failed = await insertOrder(t.db, {
      status: "failed",
      email: "ivan100@example.com",
      gameId: game.id,
      total: "50.00",
      created: at(3),
    });
    await insertOrderLine(t.db, paid.id, product.id, { status: "sending", deliveryError: "timeout" });
    await insertOrderLine(t.db, failed.id, product.id, { status: "refunded", refundAmount: "50.00" });
    await t.db.insert(orderEvents).values([
      { orderId: paid.id, status: "waiting_for_payment" },
      { orderId: paid.id, status: "paid" },
    ]);
    const payment = await insertPayment(t.db, paid.id, {
      method: "sbp",
      providerPaymentId: "pay-1",
      amount: "300.00",
    });
    await t.db.insert(paymentLedger).values([
      {
        provider: "sandbox",
        providerPaymentId: "pay-1",
        paymentId: payment.id,
        orderId: paid.id,
        event: "started",
        outcome: "applied",
        amount: "300.00",
        currency: "RUB",
        amountRub: "300.00",
      },
      {
        provider: "sandbox",
        providerPaymentId: "pay-1",
        paymentId: payment.id,
        orderId: paid.id,
        event: "approve",
        outcome: "paid",
        amount: "300.00",
        currency: "RUB",
        amountRub: "300.00",
        detail: { status: "ok" },
      },
      {
        provider: "sandbox",
        providerPaymentId: "other",
        orderId: done.id,
        event: "approve",
        outcome: "paid",
      },
    ]);
    ids = { paid: paid.id, done: done.id, failed: failed.id };
    hashOfPaid = paid.hash;
  });
  afterAll(() => t.close());

  it("lists every order newest first, paged as DRF does", async () => {
    const res = await list("");
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ count: 3, next: null, previous: null });
    expect(idsOf(res)).toEqual([ids.failed, ids.done, ids.paid]);
    expect(res.json.results[2]).toMatchObject({
      hash: hashOfPaid,
      kind: "pubg",
      status: "paid",
      total: "300.00",
      game: { id: expect.any(Number), title: "PUBG Mobile" },
      gift: null,
      player_id: "5123456789",
      created: "2026-03-01T10:00:00.000Z",
    });
    const first = await list("page_size=2");
    expect(idsOf(first)).toEqual([ids.failed, ids.done]);
    expect(first.json.next).toBe("http://localhost:3000/api/admin/orders/?page_size=2&page=2");
    const second = await list("page_size=2&page=2");
    expect(idsOf(second)).toEqual([ids.paid]);
    expect(second.json.previous).toBe("http://localhost:3000/api/admin/orders/?page_size=2");
    expect((await list("page=3")).status).toBe(404);
  });

  it.each([
    ["id", () => `id=${ids.done}`, ["done"]],
    ["hash", () => `hash=${hashOfPaid}`, ["paid"]],
    ["part of the e-mail in any case", () => "email=IVAN", ["failed", "paid"]],
    ["an e-mail with LIKE characters taken literally", () => "email=_100%25", ["paid"]],
    ["player id", () => "player_id=olga_steam", ["done"]],
    ["several statuses", () => "status=paid,failed", ["failed", "paid"]],
    ["line status", () => "line_status=refunded", ["failed"]],
    ["kind", () => "kind=steam", ["done"]],
    ["payment method", () => "payment_method=card", ["done"]],
    [
      "date range",
      () => "created_after=2026-03-02T00:00:00Z&created_before=2026-03-03T00:00:00%2B00:00",
      ["done"],
    ],
    ["several filters together", () => "email=ivan&status=paid", ["paid"]],
  ])("filters by %s", async (_what, query, expected) => {
    const res = await list(query());
    expect(res.status).toBe(200);
    expect(idsOf(res)).toEqual(expected.map((k) => ids[k]));
    expect(res.json.count).toBe(expected.length);
  });

  it("sorts by total, id and creation either way", async () => {
    expect(idsOf(await list("ordering=total"))).toEqual([ids.failed, ids.paid, ids.done]);
    expect(idsOf(await list("ordering=-total"))).toEqual([ids.done, ids.paid, ids.failed]);
    expect(idsOf(await list("ordering=id"))).toEqual([ids.paid, ids.done, ids.failed].sort((a, b) => a - b));
    expect(idsOf(await list("ordering=created"))).toEqual([ids.paid, ids.done, ids.failed]);
  });

  it("refuses bad filters with field errors", async () => {
    const res = await list("ordering=email&status=lost&created_after=yesterday&page_size=1000");
    expect(res.status).toBe(400);
    expect(fieldsOf(res.json).sort()).toEqual(["created_after", "ordering", "page_size", "status"]);
  });

  it("shows an order with its lines, timeline, payments and ledger entries", async () => {
    const res = await callAdmin(getAdminOrder, { token: t.tokens.support, params: { id: String(ids.paid) } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      id: ids.paid,
      email: "Ivan_100%@Example.com",
      game_account_id: "5123456789",
      lines: [{ product: { title: "60 UC" }, status: "sending", delivery_error: "timeout", price: "100.00" }],
      events: [{ status: "waiting_for_payment" }, { status: "paid" }],
      payments: [
        { provider: "sandbox", provider_payment_id: "pay-1", amount: "300.00", status: "succeeded" },
      ],
      audit: [],
    });
    expect(res.json.ledger.map((e: { event: string }) => e.event)).toEqual(["started", "approve"]);
    expect(res.json.ledger[1].detail).toEqual({ status: "ok" });
    const missing = await callAdmin(getAdminOrder, { token: t.tokens.support, params: { id: "999999" } });
    expect(missing.status).toBe(404);
  });

  it("gives each line what it costs as the receipt says: a Steam top-up's is its goods total, not price × quantity", async () => {
    const steam = await insertOrder(t.db, {
      status: "done",
      kind: "steam",
      email: "steam-line@example.com",
      total: "108.32",
      totalWithoutPromocode: "108.32",
      steamAccountId: "line_steam",
    });
    const [product] = await t.db.select().from(products).limit(1);
    // 101 roubles credited at 1.07 per rouble, rounded; the commission is charged on the whole amount: 108.32.
    await insertOrderLine(t.db, steam.id, product.id, { quantity: 101, price: "1.07", status: "completed" });
    const amountsOf = async (id: number) =>
      (
        await callAdmin(getAdminOrder, { token: t.tokens.support, params: { id: String(id) } })
      ).json.lines.map((l: { amount: string }) => l.amount);
    expect(await amountsOf(steam.id)).toEqual(["108.32"]);
    expect(await amountsOf(ids.paid)).toEqual(["100.00"]);
  });

  it("retries a stuck delivery: the job is queued and the action audited, in one go", async () => {
    const jobsFor = async (orderId: number) =>
      (
        (await t.db.execute(
          sql`select id from pgboss.job where name = ${QUEUES.deliverOrder} and (data->>'orderId')::int = ${orderId}`,
        )) as unknown as { rows: unknown[] }
      ).rows.length;
    const before = await jobsFor(ids.paid);
    const res = await callAdmin(retryOrderDelivery, {
      token: t.tokens.support,
      params: { id: String(ids.paid) },
      body: { reason: "Покупатель написал в поддержку" },
    });
    expect(res.status).toBe(202);
    expect(res.json).toEqual({ id: ids.paid, status: "paid", is_queued: true });
    expect(await jobsFor(ids.paid)).toBe(before + 1);

    const order = await callAdmin(getAdminOrder, {
      token: t.tokens.support,
      params: { id: String(ids.paid) },
    });
    expect(order.json.audit).toEqual([
      expect.objectContaining({
        actor_id: t.accounts.support.id,
        actor_email: t.accounts.support.email,
        action: "order.retry_delivery",
        target_type: "order",
        target_id: String(ids.paid),
        before: {
          status: "paid",
          lines: [expect.objectContaining({ status: "sending", delivery_error: "timeout" })],
        },
        after: expect.objectContaining({ reason: "Покупатель написал в поддержку" }),
      }),
    ]);
  });

  it("refuses to retry an order that is not being delivered, and records nothing", async () => {
    const count = async () => (await t.db.select().from(auditLog)).length;
    const before = await count();
    const res = await callAdmin(retryOrderDelivery, {
      token: t.tokens.admin,
      params: { id: String(ids.done) },
    });
    expect(res.status).toBe(400);
    expect(res.json.non_field_errors).toHaveLength(1);
    expect(await count()).toBe(before);
    const missing = await callAdmin(retryOrderDelivery, { token: t.tokens.admin, params: { id: "999999" } });
    expect(missing.status).toBe(404);
  });

  it("shows the audit log to admin, filtered by actor, action and target", async () => {
    await callAdmin(retryOrderDelivery, { token: t.tokens.admin, params: { id: String(ids.paid) } });
    const all = await callAdmin(listAuditLog, { token: t.tokens.admin });
    expect(all.status).toBe(200);
    expect(all.json.count).toBe(2);
    expect(all.json.results[0].actor_email).toBe(t.accounts.admin.email);

    const query = async (q: string) =>
      (await callAdmin(listAuditLog, { token: t.tokens.admin, query: q })).json.results.map(
        (r: { actor_id: number }) => r.actor_id,
      );
    expect(await query(`actor=${t.accounts.support.id}`)).toEqual([t.accounts.support.id]);
    expect(
      await query(`actor=${encodeURIComponent(t.accounts.admin.email.slice(0, 6).toUpperCase())}`),
    ).toEqual([t.accounts.admin.id]);
    expect(await query("action=order.")).toHaveLength(2);
    expect(await query("action=order.retry_delivery")).toHaveLength(2);
    expect(await query("action=order")).toHaveLength(0);
    expect(await query(`target_type=order&target_id=${ids.paid}`)).toHaveLength(2);
    expect(await query(`target_type=order&target_id=${ids.done}`)).toHaveLength(0);
    expect(await query("created_after=2100-01-01T00:00:00Z")).toHaveLength(0);
  });

  it("keeps the audit log append-only: the database refuses UPDATE and DELETE", async () => {
    await expect(t.db.execute(sql`update audit_log set action = 'forged'`)).rejects.toThrow();
    await expect(t.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    const rows = await t.db.select().from(auditLog);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.action === "order.retry_delivery")).toBe(true);
  });
});
