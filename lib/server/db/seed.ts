// Demo seed: fills an empty database with the demo catalogue, content, payment methods, shoppers and promo codes;
// never touches a database that has games. The demo orders are placed, paid and delivered afterwards by the
// store's own services (lib/server/demo/seed-demo-orders.ts), so each is one the store itself could have produced.
import { sql } from "drizzle-orm";
import type { Db } from "./db";
import { games } from "./schema";
import { insertFaq } from "./seed/faq";
import { insertBanners } from "./seed/insert-banners";
import { insertCatalog } from "./seed/insert-catalog";
import { insertContent } from "./seed/insert-content";
import { insertGifts } from "./seed/insert-gifts";
import { insertPayments } from "./seed/insert-payments";
import { insertPubgCodes } from "./seed/insert-pubg-codes";
import { insertPromoCodes } from "./seed/promo-codes";
import { insertUsers } from "./seed/users";

// Several app instances may start together on one PostgreSQL; the lock makes the second one wait and
// then find the games the first one inserted, instead of seeding twice.
const SEED_LOCK_KEY = 7_301_946_113;

/** Seeds the demo data in one transaction; false (and no change) when the catalogue already has games. */
export async function seedDatabase(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY}::bigint)`);
    const [{ count }] = await tx.select({ count: sql<number>`count(*)::int` }).from(games);
    if (count > 0) return false;

    const now = new Date();
    const catalog = await insertCatalog(tx, now);
    // PUBG products are the ones worth UC: each gets a stock of codes to deliver.
    await insertPubgCodes(
      tx,
      [...catalog.products.values()].filter((p) => p.amountUc !== null),
    );
    const gifts = await insertGifts(tx, now);
    await insertBanners(tx, catalog, gifts);
    await insertFaq(tx, catalog);
    await insertContent(tx);
    await insertPayments(tx);
    await insertUsers(tx, now);
    await insertPromoCodes(tx, catalog, gifts, now);
    return true;
  });
}
