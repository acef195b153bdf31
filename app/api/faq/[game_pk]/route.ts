// GET /api/faq/{game_pk}/ – FAQ of a game as a plain list
import { listFaq } from "@/lib/schemas/content/faq";
import { handleRoute } from "@/lib/server/http/handle-route";
import { methods } from "@/lib/server/http/methods";
import { notFound } from "@/lib/server/errors/domain-error";
import * as faq from "@/lib/server/content/faq";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleRoute(listFaq, async ({ params }) => {
    const items = await faq.listFaq(params.game_pk);
    if (!items) throw notFound();
    return items;
  }),
});
