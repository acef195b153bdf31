// Seller requisites for the contacts page.
import { cached } from "@/lib/server/cache/cached";
import { cacheTags } from "@/lib/server/cache/cache-tags";
import { asc, sql } from "drizzle-orm";
import { getDb } from "../db/client";
import { contacts } from "../db/schema";

async function queryListContacts(limit: number, offset: number) {
  const db = await getDb();
  const [rows, [{ count }]] = await Promise.all([
    db.select().from(contacts).orderBy(asc(contacts.id)).limit(limit).offset(offset),
    db.select({ count: sql<number>`count(*)::int` }).from(contacts),
  ]);
  const results = rows.map((c) => ({
    companyName: c.companyName,
    address: c.address,
    inn: c.inn,
    companyId: c.companyId,
    extra: c.extra,
  }));
  return { count, results };
}

export const listContacts = cached("catalog", queryListContacts, () => [cacheTags.content]);
