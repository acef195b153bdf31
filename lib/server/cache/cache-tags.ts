// The vocabulary of cache tags: what a cached answer (a query's result, a page, a public API answer) was built
// from. A read records the tags of the entities and lists it used (tag-collector.ts); a write declares the tags it
// touched (invalidate-tags.ts) and only the answers holding one of them are dropped, here and on every instance.
// An entity tag (`game:1`) stands for the row and what hangs on it (a game's own fields and product membership);
// a list tag (`games`) for the list's membership and order, touched when an entity enters, leaves or moves.

export const cacheTags = {
  /** The list of active games (membership, order). */
  games: "games",
  /** A game: its fields, its products' membership, its kind settings' use. */
  game: (id: number) => `game:${id}`,
  /** The list of all products of active games. */
  products: "products",
  product: (id: number) => `product:${id}`,
  /** How many PUBG codes of a product are left (changes with every delivery and every import). */
  stock: (productId: number) => `stock:product:${productId}`,
  gifts: "gifts",
  gift: (id: number) => `gift:${id}`,
  /** The live feed of purchases (its own public answer, never a page's HTML). */
  feed: "feed",
  /** Published reviews and the rating. */
  reviews: "reviews",
  /** The console's content records (articles, FAQ, banners, contacts). */
  content: "content",
  /** Countries with their payment methods (the header's country, prices' currency). */
  countries: "countries",
  /** The order kinds' settings (Steam commission, Standoff surplus). */
  orderSettings: "order-settings",
  /** Everything: sent when what changed is unknown (a cache bus that reconnected). */
  everything: "*",
} as const;

/**
 * How long after a change of `tag` a page holding it may still be answered while one render replaces it
 * (server/page-cache.ts), so that visitors never wait for that render: the reviews a few seconds; a stock count half
 * a second (a delivery changes it, several times a second in a sale, and it must show within a second on every
 * instance, the render included); prices and the catalogue never (0: the page is dropped at once).
 */
export function staleAllowanceMs(tag: string): number {
  if (tag === cacheTags.reviews) return 5_000;
  if (tag.startsWith("stock:")) return 500;
  return 0;
}
