// GET /api/articles/{slug}/
import { send, type CallOptions } from "./default-client";
import type { Article } from "./types/content";

export function getArticle(params: { slug: string }, options?: CallOptions): Promise<Article> {
  return send(options, {
    method: "GET",
    path: "/api/articles/{slug}/",
    operation: "getArticle",
    pathParams: params,
  });
}
