// The live feed: recent paid orders with their buyer (obscured), game or gift, and lines, in three queries.
import { cached } from "@/lib/server/cache/cached";
import { cacheTags } from "@/lib/server/cache/cache-tags";
import { recordTags } from "@/lib/server/cache/tag-collector";
import { asc, desc, eq, inArray } from "drizzle-orm";
import { getDb } from "../db/client";
import { games, gifts, orderLines, orders, products, users } from "../db/schema";
import { countOrders } from "../orders/count-orders";
import { obscureNickname } from "./obscure-nickname";

const shownStatuses = ["paid", "sending", "sent", "done"] as const;

async function queryListLiveFeed(limit: number, offset: number) {
  const db = await getDb();
  const where = inArray(orders.status, [...shownStatuses]);
  const [rows, count] = await Promise.all([
    db
      .select({
        id: orders.id,
        status: orders.status,
        created: orders.created,
        total: orders.total,
        userId: users.id,
        gameId: orders.gameId,
        giftId: orders.giftId,
        nickname: users.nickname,
        avatarImg: users.avatarImg,
        gameTitle: games.title,
        gameLogo: games.logo,
        gameIsActive: games.isActive,
        giftTitle: gifts.title,
        giftLogo: gifts.logo,
      })
      .from(orders)
      .leftJoin(users, eq(users.id, orders.userId))
      .leftJoin(games, eq(games.id, orders.gameId))
      .leftJoin(gifts, eq(gifts.id, orders.giftId))
      .where(where)
      .orderBy(desc(orders.created), desc(orders.id))
      .limit(limit)
      .offset(offset),
    countOrders(db, where),
  ]);

  const lines = rows.length
    ? await db
        .select({
          orderId: orderLines.orderId,
          productId: orderLines.productId,
          quantity: orderLines.quantity,
          title: products.title,
          picture: products.picture,
        })
        .from(orderLines)
        .innerJoin(products, eq(products.id, orderLines.productId))
        .where(
          inArray(
            orderLines.orderId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(orderLines.orderId), asc(orderLines.id))
    : [];
  const linesByOrder = new Map<number, { quantity: number; product: { title: string; picture: string } }[]>();
  for (const l of lines) {
    const list = linesByOrder.get(l.orderId) ?? [];
    list.push({ quantity: l.quantity, product: { title: l.title, picture: l.picture } });
    linesByOrder.set(l.orderId, list);
  }

  // The answer shows these games', gifts' and products' titles and pictures: an edit of one drops it (a paid order
  // touches the feed itself).
  recordTags([
    ...rows.flatMap((r) => [
      ...(r.gameId === null ? [] : [cacheTags.game(r.gameId)]),
      ...(r.giftId === null ? [] : [cacheTags.gift(r.giftId)]),
    ]),
    ...lines.map((l) => cacheTags.product(l.productId)),
  ]);

  const results = rows.map((r) => ({
    status: r.status as (typeof shownStatuses)[number],
    created: r.created.toISOString(),
    total: r.total,
    // Only the obscured nickname and the avatar leave the server: never the e-mail or the user id.
    user:
      r.userId === null
        ? null
        : { obscuredNickname: obscureNickname(r.nickname ?? ""), avatarImg: r.avatarImg },
    game:
      r.gameTitle === null || r.gameLogo === null || r.gameIsActive === null
        ? null
        : { title: r.gameTitle, logo: r.gameLogo, isActive: r.gameIsActive },
    orderProducts: linesByOrder.get(r.id) ?? [],
    gift: r.giftTitle === null || r.giftLogo === null ? null : { title: r.giftTitle, logo: r.giftLogo },
  }));
  return { count, results };
}

export const listLiveFeed = cached("feed", queryListLiveFeed, () => [cacheTags.feed]);
