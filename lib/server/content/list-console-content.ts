// Everything /admin/content shows: each kind's records (all of them: content is a few dozen rows) and the games and
// gifts a banner or a FAQ entry may name, by title.
import { asc } from "drizzle-orm";
import { getDb } from "../db/client";
import { games, gifts } from "../db/schema";
import { contentKinds, type ContentKindName } from "./content-kinds";
import { listContent } from "./content-records";

const ALL = { pageSize: 1000, offset: 0 };

export async function listConsoleContent() {
  const db = await getDb();
  const names = Object.keys(contentKinds) as ContentKindName[];
  const [lists, gameRows, giftRows] = await Promise.all([
    Promise.all(names.map((name) => listContent(contentKinds[name], {}, ALL))),
    db.select({ id: games.id, title: games.title }).from(games).orderBy(asc(games.title)),
    db.select({ id: gifts.id, title: gifts.title }).from(gifts).orderBy(asc(gifts.title)),
  ]);
  const records = Object.fromEntries(names.map((name, i) => [name, lists[i].results])) as Record<
    ContentKindName,
    Record<string, unknown>[]
  >;
  return { records, games: gameRows, gifts: giftRows };
}
