// A payment method by its URL name, and the exchange rate of the currency a payment is asked in.
import { asc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { countries, paymentMethods } from "../db/schema";
import { fieldError, notFound } from "../http/api-error";

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;

export async function findPaymentMethod(db: Db, name: string): Promise<PaymentMethodRow> {
  const [method] = await db.select().from(paymentMethods).where(eq(paymentMethods.name, name));
  if (!method) throw notFound("Способ оплаты не найден.");
  return method;
}

/** null for roubles; otherwise the rate of the first country (display order) paying in that currency. */
export async function findCurrencyRate(db: Db, currency: string): Promise<string | null> {
  if (currency === "RUB") return null;
  const [country] = await db
    .select({ rate: countries.rate })
    .from(countries)
    .where(eq(countries.currency, currency))
    .orderBy(asc(countries.position), asc(countries.id))
    .limit(1);
  if (!country) throw fieldError("currency", `Валюта ${currency} не поддерживается.`);
  return country.rate;
}
