// Issue 24, DESIGN.md 5c: every amount shown anywhere comes from one money projection of the order and its ledger.
// For every demo order (placed and paid through the real services) the order page's API (details), the profile's
// history entry, the console's order and each e-mail queued for it state what the ledger says was paid: the
// order's captured payment rows in roubles plus the balance debits it names.
import * as detailsRoute from "@/app/api/orders/[id]/details/route";
import { formatPrice } from "@/lib/money/format-price";
import { getAdminOrder } from "@/lib/server/orders/staff/get-admin-order";
import * as s from "@/lib/server/db/schema";
import { listOrderHistory } from "@/lib/server/orders/list-order-history";
import { formatKopecks, toKopecks } from "@/lib/money/kopecks";
import { callRoute } from "../helpers/call-route";
import { storedMailJobs, type StoredMailJob } from "../helpers/mail-jobs";
import { startTestDb, testEngines, type TestDb } from "../helpers/test-db";

type Order = typeof s.orders.$inferSelect;

/** "1 499" or "149,50" as the e-mails write roubles, in kopecks. */
const rubles = (written: string) => toKopecks(written.replace(/ /g, "").replace(",", "."));

/** camelCase keys (as services return them) to the wire's snake_case, nested objects included. */
function snakeCased(value: unknown): unknown {
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), snakeCased(v)]),
  );
}

describe.each(testEngines)("an order's money agrees everywhere on %s", (engine) => {
  let t: TestDb;
  let orders: Order[];
  let paymentRows: (typeof s.payments.$inferSelect)[];
  let ledger: (typeof s.paymentLedger.$inferSelect)[];
  let mails: StoredMailJob[];
  beforeAll(async () => {
    t = await startTestDb({ engine });
    orders = await t.db.select().from(s.orders).orderBy(s.orders.id);
    paymentRows = await t.db.select().from(s.payments);
    ledger = await t.db.select().from(s.paymentLedger);
    mails = await storedMailJobs(t.db);
  }, 120_000);
  afterAll(() => t.close());

  /** What the ledger says the order took: its captured payments in roubles plus its balance debits. */
  function ledgerFacts(order: Order) {
    const captured = paymentRows.filter((p) => p.orderId === order.id && p.status === "succeeded");
    const method = captured.reduce((sum, p) => sum + toKopecks(p.amountRub), 0n);
    const balance = ledger
      .filter((e) => e.orderId === order.id && e.event === "debit" && e.outcome === "applied")
      .reduce((sum, e) => sum + toKopecks(e.amountRub ?? "0"), 0n);
    return {
      isPaid: captured.length > 0,
      paid: formatKopecks(method + balance),
      balance: formatKopecks(balance),
      method: formatKopecks(method),
    };
  }

  it("has paid orders with a method's fee and unpaid ones", () => {
    expect(orders.length).toBeGreaterThanOrEqual(70);
    const facts = orders.map(ledgerFacts);
    expect(facts.some((f) => !f.isPaid)).toBe(true);
    expect(orders.some((o, i) => facts[i].isPaid && toKopecks(facts[i].paid) > toKopecks(o.total))).toBe(
      true,
    );
  });

  it("has an order paid partly from the balance and partly by card, its ledger holding both", () => {
    const split = orders.filter((o) => {
      const f = ledgerFacts(o);
      return f.isPaid && toKopecks(f.balance) > 0n && toKopecks(f.method) > 0n;
    });
    expect(split.length).toBeGreaterThanOrEqual(1);
    for (const order of split) {
      const own = ledger.filter((e) => e.orderId === order.id);
      // The balance debit and the card's capture, which together are what the order took.
      expect(own.some((e) => e.event === "debit" && e.outcome === "applied")).toBe(true);
      const card = paymentRows.find((p) => p.orderId === order.id && p.status === "succeeded")!;
      expect(card.provider).toBe("sandbox");
      expect(own.some((e) => e.outcome === "paid" && e.providerPaymentId === card.providerPaymentId)).toBe(
        true,
      );
    }
  });

  it("states the ledger's amounts on the order page, in the history, in the console and in every e-mail", async () => {
    const histories = new Map<number, Awaited<ReturnType<typeof listOrderHistory>>["results"]>();
    let receipts = 0;
    for (const order of orders) {
      const facts = ledgerFacts(order);
      const expected = facts.isPaid
        ? { isPaid: true, paid: facts.paid, balanceShare: facts.balance, toPay: "0.00" }
        : { isPaid: false, paid: "0.00" };

      // The order page's call (GET /api/orders/{hash}/details/), checked against its schema by callRoute.
      const res = await callRoute(detailsRoute, `/api/orders/${order.hash}/details/`, {
        params: { id: order.hash },
      });
      expect(res.status).toBe(200);
      const page = res.json as { money: Record<string, unknown> };
      expect({ order: order.id, ...page.money }).toMatchObject({
        order: order.id,
        is_paid: expected.isPaid,
        paid: expected.paid,
        ...(facts.isPaid ? { balance_share: facts.balance, to_pay: "0.00" } : {}),
      });
      if (facts.isPaid) {
        const charge = page.money.charge as { amount_rub: string } | null;
        expect(charge?.amount_rub ?? "0.00").toBe(facts.method);
      }

      // The profile's history entry of the same order.
      if (order.userId !== null) {
        if (!histories.has(order.userId)) {
          histories.set(order.userId, (await listOrderHistory(order.userId, {}, 1000, 0)).results);
        }
        const entry = histories.get(order.userId)!.find((e) => e.id === order.id)!;
        expect({ order: order.id, ...entry.money }).toMatchObject({ order: order.id, ...expected });
        expect(snakeCased(entry.money)).toEqual(page.money);
      }

      // The console's order.
      const admin = await getAdminOrder(order.id);
      expect({ order: order.id, ...admin.money }).toMatchObject({ order: order.id, ...expected });

      // Each e-mail queued for it: the receipt's "Итого оплачено" is what the ledger took.
      const own = mails.filter((m) => (m.data as unknown as { orderId?: number }).orderId === order.id);
      for (const mail of own) {
        const { template, text } = mail.data as unknown as { template: string; text: string };
        if (template === "receipt") {
          receipts += 1;
          expect({ order: order.id, text }).toEqual({
            order: order.id,
            text: expect.stringContaining(`Итого оплачено: ${formatPrice(facts.paid)}`),
          });
          if (toKopecks(facts.balance) > 0n) {
            expect(text).toContain(`Списано с баланса: ${formatPrice(facts.balance)}`);
          }
          // Its lines add up: the goods, less the promo code's discount, plus the method's fee, are what was paid.
          const plain = text.replace(/[\u00a0\u202f]/g, " ");
          const sum = (pattern: RegExp) =>
            [...plain.matchAll(pattern)].reduce((total, m) => total + rubles(m[1]), 0n);
          const amount = "([\\d ]+(?:,\\d\\d)?) ₽";
          expect({
            order: order.id,
            paid: formatKopecks(
              sum(new RegExp(`^• .* — ${amount}$`, "gm")) -
                sum(new RegExp(`^Скидка по промокоду: −${amount}$`, "gm")) +
                sum(new RegExp(`^В том числе комиссия способа оплаты: ${amount}$`, "gm")),
            ),
          }).toEqual({ order: order.id, paid: facts.paid });
        }
        if (template === "delivered") {
          expect({ order: order.id, text }).toEqual({
            order: order.id,
            text: expect.stringContaining(`Оплачено: ${formatPrice(facts.paid)}`),
          });
        }
      }
      if (facts.isPaid && order.email) {
        expect({
          order: order.id,
          receipts: own.filter((m) => (m.data as unknown as { template?: string }).template === "receipt")
            .length,
        }).toEqual({
          order: order.id,
          receipts: 1,
        });
      }
    }
    expect(receipts).toBeGreaterThan(0);
  });
});
