// GET /api/admin/users/: accounts found by part of their e-mail or nickname (any case, the search's own % and _
// taken literally), newest first, a page at a time.
import { desc, ilike, or, sql } from "drizzle-orm";
import { getDb } from "../db/client";
import { users } from "../db/schema";
import { toAdminUser } from "./admin-user-row";
import { containsPattern } from "@/lib/server/db/like-pattern";

export async function listAdminUsers(search: string | undefined, limit: number, offset: number) {
  const db = await getDb();
  const where = search
    ? or(ilike(users.email, containsPattern(search)), ilike(users.nickname, containsPattern(search)))
    : undefined;
  const [rows, [{ count }]] = await Promise.all([
    db.select().from(users).where(where).orderBy(desc(users.id)).limit(limit).offset(offset),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(users)
      .where(where),
  ]);
  return { count, results: rows.map(toAdminUser) };
}
