// Payment settings in the console: payment methods (switch, minimum, fees, place in their groups) and countries
// (name, currency, rate, default, place). Each write locks its row, is audited before/after in the same
// transaction (updateAuditedRow), then drops every instance's catalogue cache, where the storefront's countries answer (with its
// methods) is kept; payments read the method and the rate uncached (find-payment-method.ts).
import { asc, eq, sql } from "drizzle-orm";
import { cacheTags } from "../cache/cache-tags";
import { invalidateTags } from "../cache/invalidate-tags";
import { getDb, type Db } from "../db/client";
import { countries, groupMethods, methodGroups, paymentMethods } from "../db/schema";
import { fieldError } from "../errors/domain-error";
import { toKopecks } from "@/lib/money/kopecks";
import type { AuditActor } from "../audit/record-audit";
import { updateAuditedRow } from "../audit/update-audited-row";

export type PaymentMethodChange = {
  is_active?: boolean;
  min_amount?: string;
  fee?: string;
  fix_fee?: string;
  position?: number;
};
export type CountryChange = {
  name?: string;
  currency?: string;
  rate?: string;
  is_default?: boolean;
  position?: number;
};

type MethodRow = typeof paymentMethods.$inferSelect;
type CountryRow = typeof countries.$inferSelect;

const methodSnapshot = (m: MethodRow, position: number | null) => ({
  is_active: m.isActive,
  min_amount: m.minAmount,
  fee: m.fee,
  fix_fee: m.fixFee,
  position,
});

const countrySnapshot = (c: CountryRow) => ({
  name: c.name,
  currency: c.currency,
  rate: c.rate,
  is_default: c.isDefault,
  position: c.position,
});

/** Every method with its place (the smallest of its groups') and the countries offering it, in display order. */
async function queryMethods(db: Db, id?: number) {
  const rows = await db
    .select({
      method: paymentMethods,
      position: sql<number | null>`min(${groupMethods.position})`,
      countries: sql<string[]>`coalesce(array_agg(distinct ${countries.name})
        filter (where ${countries.name} is not null), '{}')`,
    })
    .from(paymentMethods)
    .leftJoin(groupMethods, eq(groupMethods.methodId, paymentMethods.id))
    .leftJoin(methodGroups, eq(methodGroups.id, groupMethods.groupId))
    .leftJoin(countries, eq(countries.id, methodGroups.countryId))
    .where(id === undefined ? undefined : eq(paymentMethods.id, id))
    .groupBy(paymentMethods.id)
    .orderBy(sql`min(${groupMethods.position}) nulls last`, asc(paymentMethods.id));
  return rows.map(({ method: m, position, countries: names }) => ({
    id: m.id,
    name: m.name,
    title: m.title,
    provider: m.provider,
    isActive: m.isActive,
    minAmount: m.minAmount,
    fee: m.fee,
    fixFee: m.fixFee,
    position: position === null ? null : Number(position),
    countries: [...names].sort(),
  }));
}

const toAdminCountry = (c: CountryRow) => ({
  id: c.id,
  name: c.name,
  flag: c.flag,
  currency: c.currency,
  rate: c.rate,
  isDefault: c.isDefault,
  position: c.position,
});

export async function listAdminPaymentMethods() {
  return queryMethods(await getDb());
}

export async function listAdminCountries() {
  const db = await getDb();
  const rows = await db.select().from(countries).orderBy(asc(countries.position), asc(countries.id));
  return rows.map(toAdminCountry);
}

/** A method's place: the smallest of its groups' (null when it is in none). */
async function methodPosition(tx: Db, id: number) {
  const [{ position }] = await tx
    .select({ position: sql<number | null>`min(${groupMethods.position})` })
    .from(groupMethods)
    .where(eq(groupMethods.methodId, id));
  return position === null ? null : Number(position);
}

export async function updatePaymentMethod(id: number, change: PaymentMethodChange, actor: AuditActor) {
  const db = await getDb();
  await db.transaction((tx: Db) =>
    updateAuditedRow(tx, actor, {
      table: paymentMethods,
      where: eq(paymentMethods.id, id),
      missing: "Способ оплаты не найден.",
      action: "payment_method.update",
      targetType: "payment_method",
      targetId: id,
      // The place is the groups': read before the change, and after it the one the change gave (if any).
      snapshot: async (m, when) =>
        methodSnapshot(
          m,
          when === "after" && change.position !== undefined ? change.position : await methodPosition(tx, id),
        ),
      change: async (before) => {
        if (change.position !== undefined) {
          await tx
            .update(groupMethods)
            .set({ position: change.position })
            .where(eq(groupMethods.methodId, id));
        }
        return {
          isActive: change.is_active ?? before.isActive,
          minAmount: change.min_amount ?? before.minAmount,
          fee: change.fee ?? before.fee,
          fixFee: change.fix_fee ?? before.fixFee,
        };
      },
    }),
  );
  invalidateTags(cacheTags.countries);
  const [method] = await queryMethods(db, id);
  return method;
}

export async function updateCountry(id: number, change: CountryChange, actor: AuditActor) {
  if (change.rate !== undefined && toKopecks(change.rate.slice(0, change.rate.indexOf(".") + 3)) <= 0n) {
    // A rate below a kopeck per unit would make every converted amount zero.
    throw fieldError("rate", "Курс должен быть не меньше 0.01.");
  }
  const db = await getDb();
  const after = await db.transaction((tx: Db) =>
    updateAuditedRow(tx, actor, {
      table: countries,
      where: eq(countries.id, id),
      missing: "Страна не найдена.",
      action: "country.update",
      targetType: "country",
      targetId: id,
      snapshot: countrySnapshot,
      change: async (before) => {
        if (change.is_default === false && before.isDefault) {
          throw fieldError("is_default", "Выберите другую страну по умолчанию: одна страна должна ею быть.");
        }
        // One default at a time: the others lose the flag in the same transaction.
        if (change.is_default)
          await tx.update(countries).set({ isDefault: false }).where(eq(countries.isDefault, true));
        return {
          name: change.name ?? before.name,
          currency: change.currency ?? before.currency,
          rate: change.rate ?? before.rate,
          isDefault: change.is_default ?? before.isDefault,
          position: change.position ?? before.position,
        };
      },
    }),
  );
  invalidateTags(cacheTags.countries);
  return toAdminCountry(after);
}
