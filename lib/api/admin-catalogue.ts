// The console's catalogue calls from the browser (games, products, gifts and their pictures). The forms are checked
// with the handlers' own zod bodies, so they hold the wire's snake_case names: bodies go out as they are and
// answers (refusals included) come back unconverted, so a field error lands on the field of the same name.
import type { z } from "zod";
import type { createAdminGame, updateAdminGame } from "@/lib/schemas/admin/games";
import type { createAdminGift, updateAdminGift } from "@/lib/schemas/admin/gifts";
import type { createAdminProduct } from "@/lib/schemas/admin/product-create";
import type { updateAdminProduct } from "@/lib/schemas/admin/products";
import { send, type CallOptions } from "./default-client";

type WireBody<E extends { body?: z.ZodType }> = z.input<NonNullable<E["body"]>>;
type WireAnswer<E extends { response: z.ZodType }> = z.output<E["response"]>;

export type GameBody = WireBody<typeof createAdminGame>;
export type GameChangeBody = WireBody<typeof updateAdminGame>;
export type AdminGameAnswer = WireAnswer<typeof createAdminGame>;
export type ProductBody = WireBody<typeof createAdminProduct>;
export type ProductChangeBody = WireBody<typeof updateAdminProduct>;
export type GiftBody = WireBody<typeof createAdminGift>;
export type GiftChangeBody = WireBody<typeof updateAdminGift>;
export type AdminGiftAnswer = WireAnswer<typeof createAdminGift>;

const json = { bodyType: "raw", isRawResponse: true } as const;

/** Creates a game of a kind (admin); audited; on the storefront at once when active. */
export function createGame(body: GameBody, options?: CallOptions): Promise<AdminGameAnswer> {
  return send(options, {
    method: "POST",
    path: "/api/admin/games/",
    operation: "createAdminGame",
    body,
    ...json,
  });
}

/** Changes a game and its kind's settings (admin); audited; on the storefront at once. */
export function updateGame(
  id: number,
  body: GameChangeBody,
  options?: CallOptions,
): Promise<AdminGameAnswer> {
  return send(options, {
    method: "PATCH",
    path: "/api/admin/games/{id}/",
    operation: "updateAdminGame",
    pathParams: { id },
    body,
    ...json,
  });
}

/** Creates a product of a game (admin); audited; on the storefront at once when active. */
export function createProduct(body: ProductBody, options?: CallOptions): Promise<unknown> {
  return send(options, {
    method: "POST",
    path: "/api/admin/products/",
    operation: "createAdminProduct",
    body,
    ...json,
  });
}

/** Changes a product (admin); audited; on the storefront at once. */
export function updateProduct(id: number, body: ProductChangeBody, options?: CallOptions): Promise<unknown> {
  return send(options, {
    method: "PATCH",
    path: "/api/admin/products/{id}/",
    operation: "updateAdminProduct",
    pathParams: { id },
    body,
    ...json,
  });
}

/** Creates a gift (admin); audited; on the storefront at once when active. */
export function createGift(body: GiftBody, options?: CallOptions): Promise<AdminGiftAnswer> {
  return send(options, {
    method: "POST",
    path: "/api/admin/gifts/",
    operation: "createAdminGift",
    body,
    ...json,
  });
}

/** Changes a gift (admin); audited; on the storefront at once. */
export function updateGift(
  id: number,
  body: GiftChangeBody,
  options?: CallOptions,
): Promise<AdminGiftAnswer> {
  return send(options, {
    method: "PATCH",
    path: "/api/admin/gifts/{id}/",
    operation: "updateAdminGift",
    pathParams: { id },
    body,
    ...json,
  });
}

/** Uploads the picture of a game (its logo) or a gift (its cover) (admin); audited; on the storefront at once. */
export function uploadCatalogueLogo(
  target: { type: "games" | "gifts"; id: number },
  image: File,
  options?: CallOptions,
): Promise<unknown> {
  return send(options, {
    method: "POST",
    path: `/api/admin/${target.type}/{id}/logo/`,
    operation: target.type === "games" ? "uploadAdminGameLogo" : "uploadAdminGiftLogo",
    pathParams: { id: target.id },
    body: { image },
    bodyType: "multipart",
    isRawResponse: true,
  });
}
