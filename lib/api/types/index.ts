// Domain types of the Store API (camelCase), all inferred from the zod schemas of lib/schemas.
export type * from "./auth";
export type * from "./common";
export type * from "./content";
export type * from "./game";
export type * from "./gift";
export type * from "./order";
export type * from "./order-kinds";
export type * from "./payment";
export type * from "./promo";
export { SOCIAL_PROVIDERS, BIND_PROVIDERS, UNBIND_PROVIDERS } from "./auth";
export { GAME_RESOURCE_TYPES, PRODUCT_RESOURCE_TYPES } from "./game";
export { GIFT_TYPES, GIFT_REGIONS } from "./gift";
export { ORDER_STATUSES, ORDER_LINE_STATUSES, ORDER_RESOURCE_TYPES } from "./order";
export { PAYMENT_SCENARIO_TYPES } from "./payment";
export { PROMO_CODE_RESOURCE_TYPES } from "./promo";
