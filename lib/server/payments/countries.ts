// Countries of payment: the list, and the active one with its method groups (two queries, no N+1).
import { cached } from "@/lib/server/cache/cached";
import { cacheTags } from "@/lib/server/cache/cache-tags";
import { asc, eq, sql } from "drizzle-orm";
import { getDb } from "../db/client";
import { countries, groupMethods, methodGroups, paymentMethods } from "../db/schema";

type CountryRow = typeof countries.$inferSelect;
type MethodRow = typeof paymentMethods.$inferSelect;

async function queryListCountries() {
  const db = await getDb();
  return db
    .select({ id: countries.id, flag: countries.flag, name: countries.name })
    .from(countries)
    .orderBy(asc(countries.position), asc(countries.id));
}

/** A cookie value is only trusted when it is a plain positive integer (one rule for the app and the page cache). */
export { parseCountryId } from "../http/request-cookies";

function toMethod(m: MethodRow) {
  return {
    name: m.name,
    title: m.title,
    uri: m.uri,
    fee: m.fee,
    icon: m.icon,
    isActive: m.isActive,
    minAmount: m.minAmount,
    fixFee: m.fixFee,
    isSecondary: m.isSecondary,
    currencies: m.currencies,
    requiredFields: m.requiredFields,
    canRetrievePaymentData: m.canRetrievePaymentData,
  };
}

async function withMethodGroups(country: CountryRow) {
  const db = await getDb();
  const rows = await db
    .select({ group: methodGroups, method: paymentMethods })
    .from(methodGroups)
    .leftJoin(groupMethods, eq(groupMethods.groupId, methodGroups.id))
    .leftJoin(paymentMethods, eq(paymentMethods.id, groupMethods.methodId))
    .where(eq(methodGroups.countryId, country.id))
    .orderBy(
      asc(methodGroups.order),
      asc(methodGroups.id),
      asc(groupMethods.position),
      asc(paymentMethods.id),
    );
  const groups = new Map<
    number,
    { name: string; shortName: string; order: number; methods: ReturnType<typeof toMethod>[] }
  >();
  for (const { group, method } of rows) {
    let entry = groups.get(group.id);
    if (!entry) {
      entry = { name: group.name, shortName: group.shortName, order: group.order, methods: [] };
      groups.set(group.id, entry);
    }
    if (method) entry.methods.push(toMethod(method));
  }
  return {
    id: country.id,
    flag: country.flag,
    name: country.name,
    currency: country.currency,
    rate: country.rate,
    methodGroups: [...groups.values()],
  };
}

/**
 * The country this browser chose (cookie), else the default one, else the first in display order;
 * one query picks it whatever the cookie holds. null only when there are no countries at all.
 */
async function queryGetActiveCountry(chosenId: number | null) {
  const db = await getDb();
  const [country] = await db
    .select()
    .from(countries)
    .orderBy(
      sql`case when ${countries.id} = ${chosenId ?? 0} then 0 when ${countries.isDefault} then 1 else 2 end`,
      asc(countries.position),
      asc(countries.id),
    )
    .limit(1);
  return country ? withMethodGroups(country) : null;
}

/** The country with this id and its method groups; null when there is no such country. */
async function queryGetCountry(id: number) {
  const db = await getDb();
  const [country] = await db.select().from(countries).where(eq(countries.id, id));
  return country ? withMethodGroups(country) : null;
}

/** Countries with their payment methods and groups: one tag for all of it (the console changes them rarely). */
const countryTags = () => [cacheTags.countries];

export const listCountries = cached("catalog", queryListCountries, countryTags);
export const getActiveCountry = cached("catalog", queryGetActiveCountry, countryTags);
export const getCountry = cached("catalog", queryGetCountry, countryTags);
