// Checks of polymorphic answers: an unknown resourcetype or scenario type is an error, never guessed.
import { fromWire } from "./case-convert";
import { NoVariantError } from "./errors";
import type { Paged } from "./types/common";
import {
  GAME_RESOURCE_TYPES,
  PRODUCT_RESOURCE_TYPES,
  type Game,
  type GameListItem,
  type Product,
} from "./types/game";
import type { Gift } from "./types/gift";
import { ORDER_RESOURCE_TYPES, type OrderHistoryEntry } from "./types/order";
import { PAYMENT_SCENARIO_TYPES, type PaymentScenario } from "./types/payment";
import { PROMO_CODE_RESOURCE_TYPES, type PromoCode } from "./types/promo";

type Parser<T> = (data: unknown) => T;

function asRecord(entity: string, data: unknown): Record<string, unknown> {
  if (!data || typeof data !== "object" || Array.isArray(data))
    throw new TypeError(`${entity} is not an object`);
  return data as Record<string, unknown>;
}

/** Throws NoVariantError unless data[discriminator] is one of `known`. */
export function checkVariant<T>(
  entity: string,
  data: unknown,
  known: readonly string[],
  discriminator = "resourcetype",
): T {
  const value = asRecord(entity, data)[discriminator];
  if (typeof value !== "string" || !known.includes(value))
    throw new NoVariantError(entity, discriminator, value);
  return data as T;
}

/** Like checkVariant, for objects on which the discriminator may be absent. */
function checkOptionalVariant<T>(entity: string, data: unknown, known: readonly string[]): T {
  return asRecord(entity, data).resourcetype === undefined
    ? (data as T)
    : checkVariant<T>(entity, data, known);
}

export function pagedOf<T>(parseItem: Parser<T>): Parser<Paged<T>> {
  return (data) => {
    const page = asRecord("Page", data) as Paged<unknown>;
    return { ...page, results: (page.results ?? []).map(parseItem) };
  };
}

export const parseProduct: Parser<Product> = (data) => checkVariant("Product", data, PRODUCT_RESOURCE_TYPES);

function withProducts<T extends { products?: unknown }>(game: T): T {
  return Array.isArray(game.products) ? { ...game, products: game.products.map(parseProduct) } : game;
}

export const parseGame: Parser<Game> = (data) =>
  withProducts(checkVariant<Game>("Game", data, GAME_RESOURCE_TYPES));

export const parseGameListItem: Parser<GameListItem> = (data) =>
  withProducts(checkVariant<GameListItem>("Game", data, ["Game"]));

export const parseGift = <T extends Gift = Gift>(data: unknown): T =>
  checkVariant<T>("Gift", data, ["RokkyGift"]);

export const parseOrderHistoryEntry: Parser<OrderHistoryEntry> = (data) =>
  checkVariant<OrderHistoryEntry>("Order", data, ORDER_RESOURCE_TYPES);

/** Drafts and recalculated orders name their kind only sometimes; when they do, it must be known. */
export const parseOrderKind = <T>(data: unknown): T =>
  checkOptionalVariant<T>("Order", data, ORDER_RESOURCE_TYPES);

export const parsePromoCode = <T extends PromoCode = PromoCode>(data: unknown): T =>
  checkOptionalVariant<T>("PromoCode", data, PROMO_CODE_RESOURCE_TYPES);

/** Reads a scenario from the raw (snake_case) body: form fields are provider names and keep their spelling. */
export const parsePaymentScenario: Parser<PaymentScenario> = (raw) => {
  const { fields, ...rest } = asRecord("PaymentScenario", raw);
  const scenario = fromWire<Record<string, unknown>>(rest);
  checkVariant("PaymentScenario", scenario, PAYMENT_SCENARIO_TYPES, "type");
  return (fields === undefined ? scenario : { ...scenario, fields }) as PaymentScenario;
};
