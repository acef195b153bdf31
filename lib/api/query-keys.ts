// @tanstack/react-query keys, one factory per resource: `all` prefixes let a mutation invalidate a whole resource.
import type { SocialProvider } from "./types/auth";
import type { LimitOffsetParams, PageParams } from "./types/common";
import type { DocsSchemaQuery } from "./types/content";
import type { GamesQuery } from "./types/game";
import type { GiftsQuery } from "./types/gift";
import type { OrdersQuery } from "./types/order";

export const queryKeys = {
  auth: {
    all: ["auth"] as const,
    profile: () => ["auth", "profile"] as const,
    socialUrl: (provider: SocialProvider, redirectUri: string) =>
      ["auth", "social-url", provider, redirectUri] as const,
  },
  articles: {
    all: ["articles"] as const,
    detail: (slug: string) => ["articles", "detail", slug] as const,
  },
  banners: {
    all: ["banners"] as const,
    games: (query: PageParams = {}) => ["banners", "games", query] as const,
    gifts: (query: PageParams = {}) => ["banners", "gifts", query] as const,
  },
  contacts: {
    all: ["contacts"] as const,
    list: (query: PageParams = {}) => ["contacts", "list", query] as const,
  },
  docs: {
    all: ["docs"] as const,
    schema: (query: DocsSchemaQuery = {}) => ["docs", "schema", query] as const,
  },
  faq: {
    all: ["faq"] as const,
    list: (gamePk: number) => ["faq", "list", gamePk] as const,
  },
  feedback: {
    all: ["feedback"] as const,
    list: (query: LimitOffsetParams = {}) => ["feedback", "list", query] as const,
    rating: () => ["feedback", "rating"] as const,
  },
  games: {
    all: ["games"] as const,
    list: (query: GamesQuery = {}) => ["games", "list", query] as const,
    detail: (id: number) => ["games", "detail", id] as const,
  },
  gifts: {
    all: ["gifts"] as const,
    list: (query: GiftsQuery = {}) => ["gifts", "list", query] as const,
    discounted: (query: LimitOffsetParams = {}) => ["gifts", "discounted", query] as const,
    new: (query: LimitOffsetParams = {}) => ["gifts", "new", query] as const,
    detail: (id: number) => ["gifts", "detail", id] as const,
  },
  liveFeed: {
    all: ["live-feed"] as const,
    list: (query: LimitOffsetParams = {}) => ["live-feed", "list", query] as const,
  },
  products: {
    all: ["products"] as const,
    list: (query: PageParams = {}) => ["products", "list", query] as const,
    detail: (id: number) => ["products", "detail", id] as const,
  },
  orders: {
    all: ["orders"] as const,
    list: (query: OrdersQuery = {}) => ["orders", "list", query] as const,
    detail: (hash: string) => ["orders", "detail", hash] as const,
    details: (hash: string) => ["orders", "details", hash] as const,
    status: (id: number) => ["orders", "status", id] as const,
    paymentData: (id: number) => ["orders", "payment-data", id] as const,
    activePromoCode: (id: number) => ["orders", "active-promo-code", id] as const,
    standoffLastOrderData: () => ["orders", "standoff", "last-order-data"] as const,
    standoffSettings: () => ["orders", "standoff", "settings"] as const,
    steamLastOrderData: () => ["orders", "steam", "last-order-data"] as const,
    steamSettings: () => ["orders", "steam", "settings"] as const,
    supplyLastOrderData: (gameId: number) => ["orders", "supply-channel", "last-order-data", gameId] as const,
    supplyServers: (gameId: number, query: PageParams = {}) =>
      ["orders", "supply-channel", "servers", gameId, query] as const,
  },
  payments: {
    all: ["payments"] as const,
    countries: () => ["payments", "countries"] as const,
    activeCountry: () => ["payments", "countries", "active"] as const,
  },
  promoCodes: {
    all: ["promo-codes"] as const,
    recentPurchases: () => ["promo-codes", "recent-purchases"] as const,
  },
} as const;
