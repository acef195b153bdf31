// The saved cart lives in localStorage under `cart` (SPEC.md section 3): game id -> product id -> amount.
// Logout forgets it (section 4). Storage may be unavailable (private mode, blocked cookies) or hold garbage
// written by an older version or by hand: every read tolerates that and every write is best effort.
export const CART_STORAGE_KEY = "cart";

export type GameCart = Record<number, number>;
type SavedCart = Record<string, Record<string, number>>;

function readAll(): SavedCart {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? "{}");
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as SavedCart) : {};
  } catch {
    return {};
  }
}

function writeAll(cart: SavedCart): void {
  try {
    if (Object.keys(cart).length) window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(cart));
    else window.localStorage.removeItem(CART_STORAGE_KEY);
  } catch {
    // Quota or blocked storage: the cart simply is not remembered.
  }
}

/** The saved amounts of one game: whole non-negative numbers only, anything else dropped. */
export function readGameCart(gameId: number): GameCart {
  const saved = readAll()[String(gameId)];
  const cart: GameCart = {};
  if (!saved || typeof saved !== "object" || Array.isArray(saved)) return cart;
  for (const [productId, amount] of Object.entries(saved)) {
    const id = Number(productId);
    if (Number.isSafeInteger(id) && id > 0 && Number.isSafeInteger(amount) && amount > 0) cart[id] = amount;
  }
  return cart;
}

/** Saves the non-zero amounts of one game; a game without any is removed from the cart. */
export function saveGameCart(gameId: number, amounts: GameCart): void {
  const cart = readAll();
  const kept = Object.fromEntries(Object.entries(amounts).filter(([, amount]) => amount > 0));
  if (Object.keys(kept).length) cart[String(gameId)] = kept;
  else delete cart[String(gameId)];
  writeAll(cart);
}

/** Removes the saved cart; storage may be unavailable: nothing to clear then. */
export function clearSavedCart(): void {
  try {
    window.localStorage.removeItem(CART_STORAGE_KEY);
  } catch {
    // Nothing was saved where storage is unavailable.
  }
}
