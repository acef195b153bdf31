// Drizzle schema of the store, one file per domain: the single source for migrations (drizzle-kit generate) and typed queries.
export * from "./schema/enums";
export * from "./schema/catalog";
export * from "./schema/content";
export * from "./schema/payment-setup";
export * from "./schema/accounts";
export * from "./schema/orders";
export * from "./schema/settings";
export * from "./schema/auth";
export * from "./schema/order-events";
export * from "./schema/payments";
export * from "./schema/fulfilment";
export * from "./schema/audit";
