// The console's catalogue calls from the browser (games, products, gifts and their pictures). The forms are checked
// with the handlers' own zod bodies, so they hold the wire's snake_case names: bodies go out as they are and
// answers (refusals included) come back unconverted, so a field error lands on the field of the same name.
import { adminEndpoints } from "@/lib/schemas/admin/admin-endpoints";
import { callWire, type WireInput } from "./call";
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

type WireBody<E extends Parameters<typeof callWire>[0]> = NonNullable<WireInput<E>["body"]>;

export type GameBody = WireBody<typeof createAdminGame>;
export type GameChangeBody = WireBody<typeof updateAdminGame>;
export type GiftBody = WireBody<typeof createAdminGift>;
type ProductBody = WireBody<typeof createAdminProduct>;
type ProductChangeBody = WireBody<typeof updateAdminProduct>;
export type AdminGiftAnswer = Awaited<ReturnType<typeof createGift>>;

/** Creates a game of a kind (admin); audited; on the storefront at once when active. */
export function createGame(body: GameBody, options?: CallOptions) {
  return callWire(createAdminGame, { body }, options);
}

/** Changes a game and its kind's settings (admin); audited; on the storefront at once. */
export function updateGame(id: number, body: GameChangeBody, options?: CallOptions) {
  return callWire(updateAdminGame, { params: { id }, body }, options);
}

/** Creates a product of a game (admin); audited; on the storefront at once when active. */
export function createProduct(body: ProductBody, options?: CallOptions) {
  return callWire(createAdminProduct, { body }, options);
}

/** Changes a product (admin); audited; on the storefront at once. */
export function updateProduct(id: number, body: ProductChangeBody, options?: CallOptions) {
  return callWire(updateAdminProduct, { params: { id }, body }, options);
}

/** Creates a gift (admin); audited; on the storefront at once when active. */
export function createGift(body: GiftBody, options?: CallOptions) {
  return callWire(createAdminGift, { body }, options);
}

/** Changes a gift (admin); audited; on the storefront at once. */
export function updateGift(id: number, body: WireBody<typeof updateAdminGift>, options?: CallOptions) {
  return callWire(updateAdminGift, { params: { id }, body }, options);
}

const LOGO_UPLOADS = { games: uploadAdminGameLogo, gifts: uploadAdminGiftLogo };

/** Uploads the picture of a game (its logo) or a gift (its cover) (admin); audited; on the storefront at once. */
export function uploadCatalogueLogo(
  target: { type: keyof typeof LOGO_UPLOADS; id: number },
  image: File,
  options?: CallOptions,
): Promise<unknown> {
  return callWire(LOGO_UPLOADS[target.type], { params: { id: target.id }, body: { image } }, options);
}
