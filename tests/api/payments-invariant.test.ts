// The money invariant of DESIGN.md section 5 under random interleavings on a real PostgreSQL server: shoppers
// start, supersede, decline and approve payments (late, replayed and concurrent ones included) while orders
// expire. Afterwards, to the kopeck: money the provider captured = paid orders' provider shares + credits
// (+ refunds, none here); every balance equals its start less the shares debited plus what was credited; holds
// belong to pending payments only. A failing run prints its seed: INVARIANT_SEED=<seed> replays it.
import { eq } from "drizzle-orm";
import { captureCredits, orders, paymentLedger, payments, users } from "@/lib/server/db/schema";
import { expireUnpaidOrders } from "@/lib/server/orders/expire-unpaid-orders";
import { formatKopecks, toKopecks } from "@/lib/money/kopecks";
import { describeOnPostgres } from "../helpers/test-db";
import { seededRandom } from "../helpers/seeded-random";
import { settleBatch } from "../helpers/settle-batch";
import { newBrowser, signedInShopper, type Browser } from "./orders-test-kit";
import { createOrder, pay, postWebhook, setBalance, paymentSuite } from "./payments-test-kit";

const onPostgres = describeOnPostgres("payments-invariant.test.ts", "the races need PostgreSQL");

const sum = (values: string[]) => values.reduce((total, v) => total + toKopecks(v), 0n);

type Shopper = { browser: Browser; userId: number | null; start: bigint; orders: number[] };

onPostgres("the payment ledger invariant on %s", (engine) => {
  const t = paymentSuite(engine as "postgres");

  // 41021 once deadlocked two payment restarts of one shopper on the user row (see lib/server/db/row-lock.ts).
  const seeds = process.env.INVARIANT_SEED
    ? [Number(process.env.INVARIANT_SEED)]
    : [Date.now() % 100_000, 1, 2, 7, 41021, 20261125];

  it.each(seeds)(
    "holds to the kopeck for the interleaving of seed %i",
    async (seed) => {
      const rnd = seededRandom(seed);
      const shoppers: Shopper[] = [];
      for (let i = 0; i < 3; i++) {
        const { account, browser } = await signedInShopper(t.db);
        const start = BigInt(Math.floor(rnd.next() * 1500)) * 100n;
        await setBalance(t.db, account.id, formatKopecks(start));
        shoppers.push({ browser, userId: account.id, start, orders: [] });
      }
      for (let i = 0; i < 2; i++)
        shoppers.push({ browser: newBrowser(), userId: null, start: 0n, orders: [] });
      const made: number[] = [];
      for (let i = 0; i < 10; i++) {
        const shopper = rnd.pick(shoppers);
        const order = await createOrder(t, shopper.browser, 1 + Math.floor(rnd.next() * 2));
        made.push(order.id);
        shopper.orders.push(order.id);
      }
      // Provider payments the shoppers started, by provider id: what an approval must report.
      const knownPayments = async () => t.db.select().from(payments).where(eq(payments.provider, "sandbox"));
      const captured = new Map<string, string>(); // provider payment id -> roubles the provider took

      const approveOrDecline = async (event: "approve" | "decline") => {
        const all = (await knownPayments()).filter((p) => made.includes(p.orderId));
        if (!all.length) return;
        const p = rnd.pick(all);
        const res = await postWebhook({
          payment_id: p.providerPaymentId,
          event,
          amount: p.amount,
          currency: p.currency,
        });
        expect(res.status).toBe(200);
        // The provider captures once per payment: the first approval it reports takes the money.
        if (event === "approve" && !captured.has(p.providerPaymentId))
          captured.set(p.providerPaymentId, p.amountRub);
      };
      const startPayment = async () => {
        const shopper = rnd.pick(shoppers.filter((s) => s.orders.length));
        const orderId = rnd.pick(shopper.orders);
        const method = rnd.pick(["sandbox-card", "sandbox-sbp-qr"]);
        const res = await pay(shopper.browser, method, { order_id: orderId, currency: "RUB" });
        expect([200, 400]).toContain(res.status);
      };

      for (let round = 0; round < 12; round++) {
        const batch: Promise<void>[] = [];
        for (let j = 0; j < 5; j++) {
          const roll = rnd.next();
          if (roll < 0.45) batch.push(startPayment());
          else if (roll < 0.8) batch.push(approveOrDecline("approve"));
          else if (roll < 0.95) batch.push(approveOrDecline("decline"));
          else batch.push(expireUnpaidOrders(new Date(Date.now() + 31 * 60_000)).then(() => undefined));
        }
        await settleBatch(batch);
      }

      const mine = (await t.db.select().from(payments)).filter((p) => made.includes(p.orderId));
      const credits = (await t.db.select().from(captureCredits)).filter((c) => made.includes(c.orderId));
      const providerShares = mine.filter((p) => p.status === "succeeded" && p.provider === "sandbox");
      // Captured by the provider = provider shares of paid orders + credits (+ refunds: none in this run).
      expect(formatKopecks(sum([...captured.values()]))).toBe(
        formatKopecks(sum(providerShares.map((p) => p.amountRub)) + sum(credits.map((c) => c.amountRub))),
      );
      // The ledger tells the same story as the provider.
      const ledger = (await t.db.select().from(paymentLedger)).filter((e) => made.includes(e.orderId ?? -1));
      const ledgerCaptured = ledger.filter(
        (e) => e.event === "approve" && (e.outcome === "paid" || e.outcome === "credited"),
      );
      expect(formatKopecks(sum(ledgerCaptured.map((e) => e.amountRub!)))).toBe(
        formatKopecks(sum([...captured.values()])),
      );
      // Each paid order has exactly one succeeded payment; no unpaid order has one.
      for (const orderId of made) {
        const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
        const succeeded = mine.filter((p) => p.orderId === orderId && p.status === "succeeded");
        expect({ orderId, paidBy: succeeded.length }).toEqual({
          orderId,
          paidBy: order.status === "paid" ? 1 : 0,
        });
      }
      // Every balance: start - debited shares + credits; holds only on pending payments; never below zero.
      for (const shopper of shoppers.filter((s) => s.userId !== null)) {
        const [user] = await t.db.select().from(users).where(eq(users.id, shopper.userId!));
        const own = mine.filter((p) => p.userId === shopper.userId);
        const debited = sum(own.filter((p) => p.holdState === "debited").map((p) => p.balanceDebit));
        const credited = sum(credits.filter((c) => c.userId === shopper.userId).map((c) => c.amountRub));
        expect(user.balance).toBe(formatKopecks(shopper.start - debited + credited));
        const held = own.filter((p) => p.holdState === "held");
        expect(held.every((p) => p.status === "pending")).toBe(true);
        expect(user.balanceHeld).toBe(formatKopecks(sum(held.map((p) => p.balanceDebit))));
      }
    },
    120_000,
  );
});
