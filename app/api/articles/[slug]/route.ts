// GET /api/articles/{slug}/ – one article with sanitised HTML
import { getArticle } from "@/lib/schemas/content/article";
import { handleRoute } from "@/lib/server/http/handle-route";
import { methods } from "@/lib/server/http/methods";
import { notFound } from "@/lib/server/errors/domain-error";
import * as content from "@/lib/server/content/articles";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleRoute(getArticle, async ({ params }) => {
    const article = await content.getArticle(params.slug);
    if (!article) throw notFound();
    return article;
  }),
});
