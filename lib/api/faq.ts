// GET /api/faq/{game_pk}/ – the FAQ of a game as a plain list.
import { send, type CallOptions } from "./default-client";
import type { FaqItem } from "./types/content";

export function listFaq(params: { gamePk: number }, options?: CallOptions): Promise<FaqItem[]> {
  return send(options, {
    method: "GET",
    path: "/api/faq/{game_pk}/",
    operation: "listFaq",
    pathParams: params,
  });
}
