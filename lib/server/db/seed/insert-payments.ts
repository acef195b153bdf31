// Inserts payment methods, countries, their method groups and the group-to-method links.
import type { Db } from "../db";
import { countries, groupMethods, methodGroups, paymentMethods } from "../schema";
import { countrySeeds, methodSeeds } from "./payments";

export async function insertPayments(db: Db): Promise<void> {
  const methodRows = await db
    .insert(paymentMethods)
    .values(methodSeeds.map((m) => ({ ...m, provider: "sandbox", uri: `/api/payments/${m.name}/` })))
    .returning({ id: paymentMethods.id, name: paymentMethods.name });
  const methodId = new Map(methodRows.map((m) => [m.name, m.id]));

  for (const [index, { groups, ...country }] of countrySeeds.entries()) {
    const [countryRow] = await db
      .insert(countries)
      .values({ ...country, position: (index + 1) * 10 })
      .returning({ id: countries.id });
    const groupRows = await db
      .insert(methodGroups)
      .values(
        groups.map((g, i) => ({
          countryId: countryRow.id,
          name: g.name,
          shortName: g.shortName,
          order: i + 1,
        })),
      )
      .returning({ id: methodGroups.id, order: methodGroups.order });
    const links = groupRows.flatMap((row) =>
      groups[row.order - 1].methods.map((name, i) => {
        const id = methodId.get(name);
        if (id === undefined) throw new Error(`Seed: unknown payment method ${name}`);
        return { groupId: row.id, methodId: id, position: i + 1 };
      }),
    );
    await db.insert(groupMethods).values(links);
  }
}
