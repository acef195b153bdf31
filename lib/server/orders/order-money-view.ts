// The one money projection of an order (DESIGN.md 5c): what its goods cost, what the promo code took off, what the
// balance and the payment method paid (the method's fee and its currency included), what is still to pay, what
// came back and the cashback credited, computed from the order row, its payments and its payment-ledger entries.
// The order page, the profile's history, the receipt and delivered e-mails and the console all show this one
// projection, so they can never disagree. Integer kopecks (BigInt) throughout; amounts leave as decimal strings.
import { asc, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { paymentLedger, payments, type orders } from "../db/schema";
import { formatKopecks, toKopecks } from "@/lib/money/kopecks";

export type MethodCharge = {
  /** What the method charged (or will charge), fees included, in `currency`. */
  amount: string;
  currency: string;
  /** The roubles that charge stands for. */
  amountRub: string;
};

export type OrderMoney = {
  /** The goods at their prices, before the promo code. */
  goodsTotal: string;
  /** Roubles the promo code took off. */
  promoDiscount: string;
  /** What the order costs: the goods less the promo discount. */
  total: string;
  /** True once a payment paid the order (the balance alone, a method, or both). */
  isPaid: boolean;
  /** Paid: the roubles taken for the order (balance share + the method's charge, fee included); else 0. */
  paid: string;
  /** Paid: the balance share debited; unpaid: the share the pending payment holds. */
  balanceShare: string;
  /** The payment method (its name) that paid or is paying the order; null before any payment. */
  method: string | null;
  /** The method's fee on top of the order's rest, in roubles. */
  methodFee: string;
  /** The method's charge (the paying payment once paid, the pending one before); null when there is none. */
  charge: MethodCharge | null;
  /** Unpaid: what is left to pay (the pending payment's charge, or the rest after the balance); paid: 0. */
  toPay: string;
  /** Roubles given back for lines the store could not deliver (to the balance or through the provider). */
  refunded: string;
  /** Cashback credited to the buyer's balance for the order. */
  cashback: string;
};

type OrderRow = Pick<
  typeof orders.$inferSelect,
  "id" | "totalWithoutPromocode" | "total" | "totalToPay" | "paymentId"
>;
type PaymentRow = Pick<
  typeof payments.$inferSelect,
  | "orderId"
  | "id"
  | "method"
  | "providerPaymentId"
  | "amount"
  | "currency"
  | "amountRub"
  | "balanceDebit"
  | "status"
>;
type LedgerRow = Pick<typeof paymentLedger.$inferSelect, "orderId" | "event" | "outcome" | "amountRub">;

/** Refund outcomes that gave money back (a failed refund is still the shopper's money, owed by an operator). */
const REFUNDED = new Set(["balance_credited", "provider_refunded"]);

const sumLedger = (rows: LedgerRow[], pick: (r: LedgerRow) => boolean) =>
  rows.filter(pick).reduce((sum, r) => sum + toKopecks(r.amountRub ?? "0"), 0n);

const positive = (k: bigint) => (k > 0n ? k : 0n);

/** The projection of one order from its row, its payments and its ledger entries (pure). */
export function projectOrderMoney(order: OrderRow, own: PaymentRow[], ledger: LedgerRow[]): OrderMoney {
  const goods = toKopecks(order.totalWithoutPromocode);
  const total = toKopecks(order.total);
  // The payment that paid the order (the last succeeded one), else the pending attempt the order names.
  const paying = own.filter((p) => p.status === "succeeded").at(-1) ?? null;
  const pending = paying
    ? null
    : (own.find((p) => p.status === "pending" && p.providerPaymentId === order.paymentId) ?? null);
  const payment = paying ?? pending;
  const balance = paying
    ? sumLedger(ledger, (r) => r.event === "debit" && r.outcome === "applied")
    : pending
      ? toKopecks(pending.balanceDebit)
      : 0n;
  const chargeRub = payment ? toKopecks(payment.amountRub) : 0n;
  const methodFee = payment && chargeRub > 0n ? positive(chargeRub - positive(total - balance)) : 0n;
  const toPay = paying ? 0n : pending ? chargeRub : toKopecks(order.totalToPay);
  return {
    goodsTotal: formatKopecks(goods),
    promoDiscount: formatKopecks(positive(goods - total)),
    total: formatKopecks(total),
    isPaid: paying !== null,
    paid: formatKopecks(paying ? balance + chargeRub : 0n),
    balanceShare: formatKopecks(balance),
    method: payment?.method ?? null,
    methodFee: formatKopecks(methodFee),
    charge:
      payment && chargeRub > 0n
        ? { amount: payment.amount, currency: payment.currency, amountRub: payment.amountRub }
        : null,
    toPay: formatKopecks(toPay),
    refunded: formatKopecks(sumLedger(ledger, (r) => r.event === "refund" && REFUNDED.has(r.outcome))),
    cashback: formatKopecks(
      sumLedger(ledger, (r) => r.event === "cashback" && r.outcome === "balance_credited"),
    ),
  };
}

/** The projections of many orders, in two queries whatever their number (payments, ledger entries). */
export async function loadOrderMoney(db: Db, rows: readonly OrderRow[]): Promise<Map<number, OrderMoney>> {
  const result = new Map<number, OrderMoney>();
  if (!rows.length) return result;
  const ids = rows.map((o) => o.id);
  const [paymentRows, ledgerRows] = await Promise.all([
    db.select().from(payments).where(inArray(payments.orderId, ids)).orderBy(asc(payments.id)),
    db
      .select({
        orderId: paymentLedger.orderId,
        event: paymentLedger.event,
        outcome: paymentLedger.outcome,
        amountRub: paymentLedger.amountRub,
      })
      .from(paymentLedger)
      .where(inArray(paymentLedger.orderId, ids))
      .orderBy(asc(paymentLedger.id)),
  ]);
  for (const order of rows) {
    result.set(
      order.id,
      projectOrderMoney(
        order,
        paymentRows.filter((p) => p.orderId === order.id),
        ledgerRows.filter((l) => l.orderId === order.id),
      ),
    );
  }
  return result;
}

/** The projection of one order. */
export async function loadOneOrderMoney(db: Db, order: OrderRow): Promise<OrderMoney> {
  return (await loadOrderMoney(db, [order])).get(order.id)!;
}
