// The order as the payment page shows it, built from the server's draft (first render) or from GET
// /api/orders/{hash}/ (after a promo code change). Fields a backend of the same contract may leave out (SPEC.md
// names no status, line price or Steam amount on the recalculated order) fall back to what the page already had.
import type { Money } from "@/lib/api/types/common";
import type { OrderStatus } from "@/lib/api/types/order";

export type PayOrderLine = { id: number; title: string; quantity: number; price: Money };

export type PayOrder = {
  id: number;
  hash: string;
  status: OrderStatus;
  email: string;
  /** The game's or gift's title and logo. */
  subject: { title: string; logo: string | null } | null;
  lines: PayOrderLine[];
  /** Roubles credited by a Steam top-up; its single per-rouble line is not shown. */
  steamAmount: Money | null;
  totalWithoutPromocode: Money;
  totalWithPromocode: Money;
};

/** What the page reads from either source; both the server's draft and RecalculatedOrder fit it. */
export type PayOrderSource = {
  id: number;
  hash: string;
  resourcetype?: string;
  status?: OrderStatus;
  email?: string;
  totalWithoutPromocode: Money;
  totalWithPromocode: Money;
  game: { title: string; logo: string } | null;
  gift?: { title: string; logo: string } | null;
  orderProducts: {
    id: number;
    quantity: number;
    /** Unit price charged; the product's (discount) price when a backend leaves it out. */
    price?: Money;
    product: { title: string; price: Money; discountPrice: Money | null };
  }[];
  /** Roubles credited by a Steam top-up. */
  amount?: Money | null;
};

/** A gift order has no product lines: the gift itself is the one line. */
const giftLine = (source: PayOrderSource): PayOrderLine => ({
  id: 0,
  title: source.gift?.title ?? "",
  quantity: 1,
  price: source.totalWithoutPromocode,
});

export function toPayOrder(source: PayOrderSource, previous?: PayOrder): PayOrder {
  const subject = source.gift ?? source.game;
  const isSteam = source.resourcetype === "SteamOrder";
  const lines = source.orderProducts.map((line) => ({
    id: line.id,
    title: line.product.title,
    quantity: line.quantity,
    price: line.price ?? line.product.discountPrice ?? line.product.price,
  }));
  return {
    id: source.id,
    hash: source.hash,
    status: source.status ?? previous?.status ?? "created",
    email: source.email ?? previous?.email ?? "",
    subject: subject ? { title: subject.title, logo: subject.logo || null } : null,
    lines: isSteam ? [] : lines.length || !source.gift ? lines : [giftLine(source)],
    steamAmount: isSteam ? (source.amount ?? previous?.steamAmount ?? null) : null,
    totalWithoutPromocode: source.totalWithoutPromocode,
    totalWithPromocode: source.totalWithPromocode,
  };
}
