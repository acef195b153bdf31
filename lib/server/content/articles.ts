// Articles by slug, with their HTML cleaned before it leaves the server.
import { cached } from "@/lib/server/cache/cached";
import { cacheTags } from "@/lib/server/cache/cache-tags";
import { eq } from "drizzle-orm";
import { getDb } from "../db/client";
import { articles } from "../db/schema";
import { sanitizeArticleHtml } from "./sanitize-article-html";

/** null when there is no such article. */
async function queryGetArticle(slug: string) {
  const db = await getDb();
  const [row] = await db.select().from(articles).where(eq(articles.slug, slug));
  if (!row) return null;
  return { slug: row.slug, header: row.header, text: sanitizeArticleHtml(row.text) };
}

export const getArticle = cached("catalog", queryGetArticle, () => [cacheTags.content]);
