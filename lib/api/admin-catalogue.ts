// The console's catalogue calls from the browser (games, products, gifts and their pictures): camelCase values in
// and out, as every call of browser code (the forms check them with the handlers' own zod bodies seen in camelCase,
// camel-case-schema.ts).
import { adminEndpoints } from "@/lib/schemas/admin/admin-endpoints";
import { call, type CallInput } from "./call";
import type { CallOptions } from "./default-client";

const {
  createAdminGame,
  createAdminGift,
  createAdminProduct,
  updateAdminGame,
  updateAdminGift,
  updateAdminProduct,
  uploadAdminGameLogo,
  uploadAdminGiftLogo,
} = adminEndpoints;

type Body<E extends Parameters<typeof call>[0]> = NonNullable<CallInput<E>["body"]>;

export type GameBody = Body<typeof createAdminGame>;
export type GameChangeBody = Body<typeof updateAdminGame>;
export type GiftBody = Body<typeof createAdminGift>;
type ProductBody = Body<typeof createAdminProduct>;
type ProductChangeBody = Body<typeof updateAdminProduct>;
export type AdminGiftAnswer = Awaited<ReturnType<typeof createGift>>;

/** Creates a game of a kind (admin); audited; on the storefront at once when active. */
export function createGame(body: GameBody, options?: CallOptions) {
  return call(createAdminGame, { body }, options);
}

/** Changes a game and its kind's settings (admin); audited; on the storefront at once. */
export function updateGame(id: number, body: GameChangeBody, options?: CallOptions) {
  return call(updateAdminGame, { params: { id }, body }, options);
}

/** Creates a product of a game (admin); audited; on the storefront at once when active. */
export function createProduct(body: ProductBody, options?: CallOptions) {
  return call(createAdminProduct, { body }, options);
}

/** Changes a product (admin); audited; on the storefront at once. */
export function updateProduct(id: number, body: ProductChangeBody, options?: CallOptions) {
  return call(updateAdminProduct, { params: { id }, body }, options);
}

/** Creates a gift (admin); audited; on the storefront at once when active. */
export function createGift(body: GiftBody, options?: CallOptions) {
  return call(createAdminGift, { body }, options);
}

/** Changes a gift (admin); audited; on the storefront at once. */
export function updateGift(id: number, body: Body<typeof updateAdminGift>, options?: CallOptions) {
  return call(updateAdminGift, { params: { id }, body }, options);
}

const LOGO_UPLOADS = { games: uploadAdminGameLogo, gifts: uploadAdminGiftLogo };

/** Uploads the picture of a game (its logo) or a gift (its cover) (admin); audited; on the storefront at once. */
export function uploadCatalogueLogo(
  target: { type: keyof typeof LOGO_UPLOADS; id: number },
  image: File,
  options?: CallOptions,
): Promise<unknown> {
  return call(LOGO_UPLOADS[target.type], { params: { id: target.id }, body: { image } }, options);
}
