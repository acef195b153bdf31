// GET /api/gifts/{id}/ – one active gift with description, tags and creation time
import { getGift } from "@/lib/schemas/catalog/gift";
import { handleRoute } from "@/lib/server/http/handle-route";
import { methods } from "@/lib/server/http/methods";
import { notFound } from "@/lib/server/errors/domain-error";
import * as catalog from "@/lib/server/catalog/gifts";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleRoute(getGift, async ({ params }) => {
    const gift = await catalog.getGift(params.id);
    if (!gift) throw notFound();
    return gift;
  }),
});
