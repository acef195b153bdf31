// The text filters both catalogue lists take (?search=, ?title_exact=, ?title_icontains=) and their conditions: the
// exact or partial title, and a search in the title or one more text (a game's detail title, a gift's description).
import { eq, ilike, or, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { escapeLike } from "@/lib/server/db/like-pattern";

export type TitleFilters = { search?: string; titleExact?: string; titleIcontains?: string };

export function titleFiltersOf(query: {
  search?: string;
  title_exact?: string;
  title_icontains?: string;
}): TitleFilters {
  return { search: query.search, titleExact: query.title_exact, titleIcontains: query.title_icontains };
}

export function titleConditions(
  f: TitleFilters,
  title: AnyPgColumn,
  searched: AnyPgColumn,
): (SQL | undefined)[] {
  const parts: (SQL | undefined)[] = [];
  if (f.titleExact) parts.push(eq(title, f.titleExact));
  if (f.titleIcontains) parts.push(ilike(title, `%${escapeLike(f.titleIcontains)}%`));
  if (f.search) {
    const like = `%${escapeLike(f.search)}%`;
    parts.push(or(ilike(title, like), ilike(searched, like)));
  }
  return parts;
}
