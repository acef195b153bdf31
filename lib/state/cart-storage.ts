// The saved cart lives in localStorage under `cart` (SPEC.md section 3); logout forgets it (section 4).
export const CART_STORAGE_KEY = "cart";

/** Removes the saved cart; storage may be unavailable (private mode, blocked cookies): nothing to clear then. */
export function clearSavedCart(): void {
  try {
    window.localStorage.removeItem(CART_STORAGE_KEY);
  } catch {
    // Nothing was saved where storage is unavailable.
  }
}
